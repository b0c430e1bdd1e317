import { cardProviderIds, subscriptionDurationNames, transactionTypes } from '@ghost/events';
import { z } from 'zod';

/** POST /payments/card/create-wallet (public-portal.md §7). */
export const cardWalletRequestSchema = z.strictObject({
  amount: z.number().positive(),
  currency: z.string().trim().min(1).max(5),
  provider: z.enum(cardProviderIds, { error: 'Please select a payment provider' }),
  userInfo: z
    .strictObject({
      username: z.string().trim().min(1, 'must not be blank').max(64),
      email: z.email().max(254),
    })
    .nullish(),
  paymentType: z.enum(transactionTypes),
  subscriptionDuration: z.enum(subscriptionDurationNames).nullish(),
});

export type CardWalletRequest = z.infer<typeof cardWalletRequestSchema>;
