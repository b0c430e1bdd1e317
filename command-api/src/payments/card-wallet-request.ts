import { portalLanguages, subscriptionDurationNames, transactionTypes } from '@ghost/events';
import { z } from 'zod';

/** POST /payments/card/create-wallet (public-portal.md §7). */
export const cardWalletRequestSchema = z.strictObject({
  amount: z.number().positive(),
  currency: z.string().trim().min(1).max(5),
  /** Checked against the provider list by `startCardPayment`, with the spec's message. */
  provider: z.string().max(40).nullish(),
  userInfo: z
    .strictObject({
      username: z.string().trim().min(1, 'must not be blank').max(64),
      email: z.email().max(254),
    })
    .nullish(),
  paymentType: z.enum(transactionTypes),
  subscriptionDuration: z.enum(subscriptionDurationNames).nullish(),
  /** The payer's language, for the e-mails about the payment (English when absent). */
  language: z.enum(portalLanguages).nullish(),
});

export type CardWalletRequest = z.infer<typeof cardWalletRequestSchema>;
