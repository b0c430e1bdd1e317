import { z } from 'zod';
import { transactionStatuses } from '../../catalogue/payment-constants.js';
import { logPosition } from '../common/answer-parts.js';

/** What the card processor says of a payment when asked by its token. */
export const cardPaymentStatuses = ['paid', 'unpaid', 'pending', 'unknown'] as const;
export type CardPaymentStatusName = (typeof cardPaymentStatuses)[number];

/**
 * POST /api/payments/card/paygate-verify/{id} ("Check PayGate"), no body.
 * `updateFailure` is there only when the processor says paid and the transaction was not
 * updated (the 'Update Failed' warning): why, e.g. the amount paid was short.
 */
export const payGateVerifyAnswerSchema = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  payGateResponse: z.strictObject({
    status: z.enum(cardPaymentStatuses),
    value_coin: z.string().nullable(),
    coin: z.string().nullable(),
    txid_out: z.string().nullable(),
  }),
  transactionUpdated: z.boolean(),
  oldStatus: z.enum(transactionStatuses),
  newStatus: z.enum(transactionStatuses),
  updateFailure: z.string().optional(),
  position: logPosition,
});
export type PayGateVerifyAnswer = z.infer<typeof payGateVerifyAnswerSchema>;
