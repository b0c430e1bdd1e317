import type { RefusalReason } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import type { FlowMethod } from './payment-methods';

/** The refusals of the input the form says in the visitor's language, by their reason. */
const reasonTexts = {
  provider_minimum: 'providerUnavailable',
  gift_card_required: 'giftCardRequired',
  gift_card_length: 'giftCardLength',
  gift_card_letters: 'giftCardLetters',
  gift_card_duplicate: 'giftCardDuplicate',
  voucher_missing: 'voucherMissing',
  voucher_code_length: 'voucherCodeLength',
  voucher_amount: 'voucherAmount',
  price_changed: 'priceChanged',
  duration_unavailable: 'durationUnavailable',
  donation_minimum: 'donationMinimum',
} as const satisfies Partial<Record<RefusalReason, string>>;
export type KnownRefusal = (typeof reasonTexts)[keyof typeof reasonTexts];

/**
 * What the visitor is told when a payment is refused, as a choice of text the screen translates:
 * a message of the payment flow, the catalogue's text of the error code, or the method's own
 * fallback. Never the server's message: it is English, and every refusal the form can cause has
 * a reason the screen says in the visitor's language.
 */
export type SubmissionErrorText =
  | {
      kind: 'duplicateTxid';
      method: 'crypto' | 'nintendo-eshop' | 'alternative-rewarble';
      /** A quoted crypto claim whose transaction the chain does not show yet: try again soon. */
      notSeenYet: boolean;
    }
  | { kind: 'requiredFields' }
  /** The crypto hash does not have its coin's shape (hash rule on): shown by the hash field. */
  | { kind: 'txidShape' }
  /** The voucher does not cover the price (another currency, too little): shown by its field. */
  | { kind: 'voucherShortfall'; field: 'currency' | 'amount' }
  | { kind: 'known'; message: KnownRefusal }
  | { kind: 'code'; error: ApiError }
  | { kind: 'submitFailed' }
  | { kind: 'voucherFailed' }
  | { kind: 'cardFailed' };

/**
 * Codes whose catalogue text says nothing the method's own fallback would not say better: the
 * server could not be reached (NETWORK_ERROR), or failed without saying why.
 */
const fallbackCodes = new Set([
  'NETWORK_ERROR',
  'HTTP_ERROR',
  'VALIDATION_ERROR',
  'INTERNAL_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
]);

const knownRefusal = (reason: string | undefined): KnownRefusal | undefined =>
  reason === undefined ? undefined : (reasonTexts as Record<string, KnownRefusal>)[reason];

/** The method's own words for a failure the form cannot name. */
const methodFallback = (method: FlowMethod): SubmissionErrorText => {
  switch (method) {
    case 'card':
      return { kind: 'cardFailed' };
    case 'alternative-rewarble':
      return { kind: 'voucherFailed' };
    case 'crypto':
    case 'nintendo-eshop':
      return { kind: 'submitFailed' };
    default: {
      const unknown: never = method;
      return unknown;
    }
  }
};

/**
 * The text for a refused submission (POST /transactions) or card wallet, by the method used. It
 * reads the answer's code, field and reason, never its English message: DUPLICATE_TXID names the
 * method's proof (and, for a quoted crypto hash the chain does not show yet, says to try again); a missing field asks for every required field; a refusal with a known reason
 * is said in the visitor's language; a code of the catalogue gets its text. What is left (no
 * answer at all, a refusal without a reason, a failure that says nothing) falls back to the
 * method's words: 'Payment failed. Please try again.' for a card, 'Failed to submit Rewarble code
 * information. Please try again.' for a voucher, 'Failed to submit transaction. Please try again
 * or contact support.' for crypto and gift cards.
 */
export const submissionErrorText = (error: ApiError, method: FlowMethod): SubmissionErrorText => {
  if (error.code === 'DUPLICATE_TXID' && method !== 'card')
    return {
      kind: 'duplicateTxid',
      method,
      notSeenYet: method === 'crypto' && error.reason === 'pending',
    };
  if (error.code === 'VALIDATION_ERROR') {
    if (error.reason === 'missing_field') return { kind: 'requiredFields' };
    if (error.reason === 'txid_shape' && method === 'crypto' && error.field === 'txid')
      return { kind: 'txidShape' };
    const known = knownRefusal(error.reason);
    if (known) return { kind: 'known', message: known };
  }
  if (method === 'alternative-rewarble' && error.code === 'VOUCHER_CURRENCY_MISMATCH') {
    return { kind: 'voucherShortfall', field: 'currency' };
  }
  if (method === 'alternative-rewarble' && error.code === 'VOUCHER_VALUE_TOO_LOW') {
    return { kind: 'voucherShortfall', field: 'amount' };
  }
  if (!fallbackCodes.has(error.code)) return { kind: 'code', error };
  return methodFallback(method);
};
