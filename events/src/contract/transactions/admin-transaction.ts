import { z } from 'zod';
import { cardProviderIds } from '../../catalogue/card-providers.js';
import { subscriptionDurationNames } from '../../catalogue/durations.js';
import {
  adminPaymentMethods,
  cryptoTypes,
  transactionStatuses,
  transactionTypes,
} from '../../catalogue/payment-constants.js';
import { timestamp } from '../common/answer-parts.js';
import { chainCheckViewSchema } from '../payments/crypto-quote.js';

/**
 * A transaction as the admin panel sees it, `id` being the payment ID. Fields
 * the payment's events have not filled yet are null (`gift_card_codes`: an empty list).
 */
export const adminTransactionSchema = z.strictObject({
  id: z.string(),
  payment_id: z.string(),
  /** The visitor's proof (crypto hash, NINTENDO-/REWARBLE- reference); a card's outgoing txid. */
  txid: z.string().nullable(),
  user_username: z.string().nullable(),
  user_email: z.string().nullable(),
  type: z.enum(transactionTypes),
  payment_method: z.enum(adminPaymentMethods),
  crypto_type: z.enum(cryptoTypes).nullable(),
  region: z.string().nullable(),
  /** Card payments: the processor (paygate), the provider chosen and the processor's token. */
  processor: z.string().nullable(),
  payment_provider: z.enum(cardProviderIds).nullable(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(transactionStatuses),
  payment_verified: z.boolean(),
  subscription_updated: z.boolean(),
  payment_ipn_token: z.string().nullable(),
  subscription_duration: z.enum(subscriptionDurationNames).nullable(),
  /** The last admin note, failure reason or override note; every one of them is in `logs`. */
  notes: z.string().nullable(),
  /** Vouchers: JSON text {code, type, amount, currency, pin_provided}; never the PIN. */
  payment_code: z.string().nullable(),
  gift_card_codes: z.array(z.string()),
  /**
   * A quoted crypto payment's chain check: the verdict so far, the confirmations seen and needed,
   * what reached the portal's address; null for a payment without a quote (staff check by hand).
   */
  chain_check: chainCheckViewSchema.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/**
 * One line of a transaction's history, built from one of its events: `action` names the fact
 * (payment_submitted, payment_verified, payment_failed, status_overridden...), `details` says
 * it in words, `admin_username` is the admin who acted (null for the visitor, a provider or the
 * system).
 */
export const transactionLogSchema = z.strictObject({
  id: z.string(),
  action: z.string(),
  details: z.string(),
  admin_username: z.string().nullable(),
  created_at: timestamp,
});
export type TransactionLogLine = z.infer<typeof transactionLogSchema>;

/** GET /api/transactions/{id}: the transaction with its history, oldest line first. */
export const adminTransactionDetailSchema = z.strictObject({
  ...adminTransactionSchema.shape,
  logs: z.array(transactionLogSchema),
});
export type AdminTransactionDetail = z.infer<typeof adminTransactionDetailSchema>;
