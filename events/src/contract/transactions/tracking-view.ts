import { z } from 'zod';
import { subscriptionDurationNames } from '../../catalogue/durations.js';
import {
  cryptoTypes,
  paymentMethods,
  transactionStatuses,
  transactionTypes,
} from '../../catalogue/payment-constants.js';
import { timestamp } from '../common/answer-parts.js';
import { chainCheckViewSchema } from '../payments/crypto-quote.js';

/** What the payer sees of the chain check: its progress and verdict, not the amounts. */
export const trackingChainCheckSchema = chainCheckViewSchema.pick({
  status: true,
  confirmations: true,
  required_confirmations: true,
});
export type TrackingChainCheck = z.infer<typeof trackingChainCheckSchema>;

/**
 * GET /api/transactions/track/{paymentId}: what anyone holding the payment ID may see. Never
 * an e-mail, a username, a txid, a code, a token or a note.
 */
export const trackingViewSchema = z.strictObject({
  paymentId: z.string(),
  type: z.enum(transactionTypes),
  /** In major units of `currency` (whole yen for JPY). */
  amount: z.number(),
  currency: z.string(),
  paymentMethod: z.enum(paymentMethods),
  crypto_type: z.enum(cryptoTypes).nullable(),
  /** The gift-card region (europe, us, japan); null for the other methods. */
  region: z.string().nullable(),
  status: z.enum(transactionStatuses),
  subscriptionDuration: z.enum(subscriptionDurationNames).nullable(),
  paymentVerified: z.boolean(),
  subscriptionUpdated: z.boolean(),
  /** A quoted crypto payment's chain check ("1 of 3 confirmations", the verdict); else null. */
  chain_check: trackingChainCheckSchema.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type TrackingView = z.infer<typeof trackingViewSchema>;
