import { z } from 'zod';
import { subscriptionDurationNames } from '../../catalogue/durations.js';
import { portalLanguages } from '../../catalogue/languages.js';
import { paymentCurrencies, transactionTypes } from '../../catalogue/payment-constants.js';
import { logPosition } from '../common/answer-parts.js';
import { emailAddress, lineOfText } from '../common/text.js';
import { checkDecimals, positiveAmount } from './amount-schema.js';

/**
 * POST /api/payments/card/create-wallet. Card payments are made in USD and
 * at the price of their duration: the server's rules, with their messages.
 */
export const cardWalletRequestSchema = z
  .strictObject({
    amount: positiveAmount,
    currency: z.enum(paymentCurrencies),
    /** Checked against the provider list by the server, with its message. */
    provider: z.string().max(40).nullish(),
    userInfo: z
      .strictObject({
        username: lineOfText(64),
        email: emailAddress,
      })
      .nullish(),
    paymentType: z.enum(transactionTypes),
    subscriptionDuration: z.enum(subscriptionDurationNames).nullish(),
    /** The payer's language, for the e-mails about the payment (English when absent). */
    language: z.enum(portalLanguages).nullish(),
  })
  .superRefine((request, ctx) => {
    checkDecimals(request.amount, request.currency, ctx, ['amount']);
  });
export type CardWalletRequest = z.output<typeof cardWalletRequestSchema>;
export type CardWalletRequestBody = z.input<typeof cardWalletRequestSchema>;

/** 201 Created: the payer is sent to `paymentUrl`, the processor's checkout page. */
export const cardWalletAnswerSchema = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  paymentUrl: z.url(),
  status: z.literal('pending_payment_verification'),
  position: logPosition,
});
export type CardWalletAnswer = z.infer<typeof cardWalletAnswerSchema>;
