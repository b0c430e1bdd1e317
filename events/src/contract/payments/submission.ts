import { z } from 'zod';
import { subscriptionDurationNames } from '../../catalogue/durations.js';
import { portalLanguages } from '../../catalogue/languages.js';
import {
  cryptoTypes,
  giftCardRegionNames,
  giftCardRegions,
  paymentCurrencies,
  transactionTypes,
} from '../../catalogue/payment-constants.js';
import { logPosition } from '../common/answer-parts.js';
import { emailAddress, lineOfText } from '../common/text.js';
import { checkDecimals, positiveAmount } from './amount-schema.js';
import { paymentCodeSchema } from './voucher-code.js';

/**
 * POST /api/transactions: a payment made outside the portal, for the team to check. Every
 * field is checked here before anything is written; the payment rules (prices, codes, the
 * donation minimum) are the server's, with their messages.
 */
const common = {
  /** GHOST-{timestamp}-{random}, made by the browser; the server refuses guessable ones. */
  payment_id: lineOfText(80),
  type: z.enum(transactionTypes),
  amount: positiveAmount,
  currency: z.enum(paymentCurrencies),
  userUsername: lineOfText(64).nullish(),
  userEmail: emailAddress.nullish(),
  subscriptionDuration: z.enum(subscriptionDurationNames).nullish(),
  /** The payer's language, for the e-mails about the payment (English when absent). */
  language: z.enum(portalLanguages).nullish(),
};

const amountInItsCurrency = (
  request: { amount: number; currency: string },
  ctx: z.RefinementCtx,
): void => {
  checkDecimals(request.amount, request.currency, ctx, ['amount']);
};

export const cryptoSubmissionSchema = z
  .strictObject({
    ...common,
    payment_method: z.literal('crypto'),
    crypto_type: z.enum(cryptoTypes),
    /** The transaction hash (or signature) on the coin's network. */
    txid: lineOfText(256),
    /** The signed quote the payer was shown (POST /api/crypto/quotes), when a rate could be had. */
    quote: z.string().min(1).max(2048).nullish(),
    region: z.null().optional(),
  })
  .superRefine(amountInItsCurrency);

/**
 * Gift-card codes are compared in one spelling: upper case, without the spaces and dashes a
 * visitor may paste. Their rules (16 characters, no O, I or Z) are the server's, with their
 * messages.
 */
const giftCardCode = z
  .string()
  .max(64)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase());

export const giftCardSubmissionSchema = z
  .strictObject({
    ...common,
    payment_method: z.literal('nintendo-eshop'),
    region: z.enum(giftCardRegionNames),
    giftCardCodes: z.array(giftCardCode).max(20),
    /** NINTENDO-{timestamp}-{random}, made by the client; made by the server when absent. */
    txid: lineOfText(100).nullish(),
    crypto_type: z.null().optional(),
  })
  .superRefine((request, ctx) => {
    const currency = giftCardRegions[request.region];
    if (request.currency !== currency) {
      ctx.addIssue({
        code: 'custom',
        path: ['currency'],
        message: `Gift cards of the ${request.region} region are in ${currency}`,
        input: request.currency,
      });
      return;
    }
    amountInItsCurrency(request, ctx);
  });

export const voucherSubmissionSchema = z
  .strictObject({
    ...common,
    payment_method: z.literal('alternative-rewarble'),
    paymentCode: paymentCodeSchema,
    /** REWARBLE-{timestamp}-{random}, made by the client; made by the server when absent. */
    txid: lineOfText(100).nullish(),
    region: z.null().optional(),
    crypto_type: z.null().optional(),
  })
  .superRefine(amountInItsCurrency);

export const submissionRequestSchema = z.discriminatedUnion('payment_method', [
  cryptoSubmissionSchema,
  giftCardSubmissionSchema,
  voucherSubmissionSchema,
]);
/** What the server works with, once checked and normalized. */
export type SubmissionRequest = z.output<typeof submissionRequestSchema>;
/** What the web sends. */
export type SubmissionRequestBody = z.input<typeof submissionRequestSchema>;

/** 201 Created, with `Location: /api/transactions/track/{paymentId}`. */
export const submissionAnswerSchema = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  status: z.literal('pending_payment_verification'),
  position: logPosition,
});
export type SubmissionAnswer = z.infer<typeof submissionAnswerSchema>;
