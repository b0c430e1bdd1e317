import { z } from 'zod';
import { chainCheckStatuses } from '../../catalogue/chain-check.js';
import { chainNetworks } from '../../catalogue/coins.js';
import { cryptoTypes, paymentCurrencies } from '../../catalogue/payment-constants.js';
import { timestamp } from '../common/answer-parts.js';
import { checkDecimals, positiveAmount } from './amount-schema.js';

/** A coin amount as a decimal string in the coin's own units: "0.00412345". */
export const coinAmountText = z
  .string()
  .regex(/^\d{1,30}(\.\d{1,18})?$/, 'must be a decimal amount');

/**
 * POST /api/crypto/quotes: the exact amount to send in a coin for an amount in the payment's
 * currency. Unpaid quotes write nothing; the submission carries `quote` back.
 */
export const cryptoQuoteRequestSchema = z
  .strictObject({
    crypto_type: z.enum(cryptoTypes),
    amount: positiveAmount,
    currency: z.enum(paymentCurrencies),
  })
  .superRefine((request, ctx) => {
    checkDecimals(request.amount, request.currency, ctx, ['amount']);
  });
export type CryptoQuoteRequest = z.output<typeof cryptoQuoteRequestSchema>;

/**
 * The quote: send exactly `crypto_amount` of `crypto_type` on `network` to `address` before
 * `expires_at`. `rate` is the price of one coin in `currency` it was computed at (a decimal
 * string), `payment_uri` the wallet link for the QR code, `quote` the signed token to submit.
 */
export const cryptoQuoteAnswerSchema = z.strictObject({
  crypto_type: z.enum(cryptoTypes),
  network: z.enum(chainNetworks),
  address: z.string().min(1),
  crypto_amount: coinAmountText,
  rate: coinAmountText,
  amount: positiveAmount,
  currency: z.enum(paymentCurrencies),
  issued_at: timestamp,
  expires_at: timestamp,
  required_confirmations: z.int().min(1).max(3),
  payment_uri: z.string().min(1),
  quote: z.string().min(1),
});
export type CryptoQuoteAnswer = z.infer<typeof cryptoQuoteAnswerSchema>;

/**
 * What staff (and, in words, the payer) see of a crypto payment's chain check:
 * `observed_amount` is what reached the portal's address in the coin's units, null before
 * anything was seen.
 */
export const chainCheckViewSchema = z.strictObject({
  status: z.enum(chainCheckStatuses),
  confirmations: z.int().nonnegative(),
  required_confirmations: z.int().min(1).max(3),
  observed_amount: coinAmountText.nullable(),
});
export type ChainCheckView = z.infer<typeof chainCheckViewSchema>;
