import { isTxidShapeRefusal } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import type { FlowMethod } from './payment-methods';

/**
 * What the visitor is told when a payment is refused (public spec §8), as a choice of text the
 * screen translates: a message of the spec, the catalogue's text of the error code, or the
 * server's own words.
 */
export type SubmissionErrorText =
  | { kind: 'duplicateTxid'; method: 'crypto' | 'nintendo-eshop' | 'alternative-rewarble' }
  | { kind: 'requiredFields' }
  /** The crypto hash does not have its coin's shape (hash rule on): shown by the hash field. */
  | { kind: 'txidShape' }
  /** The voucher does not cover the price (another currency, too little): shown by its field. */
  | { kind: 'voucherShortfall'; field: 'currency' | 'amount' }
  | { kind: 'known'; message: KnownServerMessage }
  | { kind: 'code'; error: ApiError }
  | { kind: 'server'; message: string }
  | { kind: 'submitFailed' }
  | { kind: 'voucherFailed' }
  | { kind: 'cardFailed' };

/** Codes whose catalogue text says nothing the server's message would not say better. */
const genericCodes = new Set([
  'HTTP_ERROR',
  'VALIDATION_ERROR',
  'INTERNAL_ERROR',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
]);

/** Refusals the server words as the spec does (§5): shown in the visitor's language. */
export const knownServerMessages = {
  'Selected provider is not available for this amount': 'providerUnavailable',
  'Please enter your gift card code': 'giftCardRequired',
  'Nintendo eShop codes must be exactly 16 characters': 'giftCardLength',
  'Nintendo eShop codes do not use the letters O, I, or Z. Please check your code.':
    'giftCardLetters',
  'Please fill in the Rewarble code, type, and amount': 'voucherMissing',
  'Rewarble code must be exactly 16 characters': 'voucherCodeLength',
  'Amount must be greater than 0': 'voucherAmount',
} as const;
export type KnownServerMessage = (typeof knownServerMessages)[keyof typeof knownServerMessages];

const knownMessage = (message: string): KnownServerMessage | undefined =>
  Object.entries(knownServerMessages).find(([text]) => text === message)?.[1];

/** The text for a refused submission (POST /transactions) or card wallet, by the method used. */
export const submissionErrorText = (error: ApiError, method: FlowMethod): SubmissionErrorText => {
  if (error.code === 'DUPLICATE_TXID' && method !== 'card')
    return { kind: 'duplicateTxid', method };
  if (error.message.includes('Missing required fields')) return { kind: 'requiredFields' };
  if (method === 'crypto' && error.field === 'txid' && isTxidShapeRefusal(error.message)) {
    return { kind: 'txidShape' };
  }
  if (method === 'alternative-rewarble' && error.code === 'VOUCHER_CURRENCY_MISMATCH') {
    return { kind: 'voucherShortfall', field: 'currency' };
  }
  if (method === 'alternative-rewarble' && error.code === 'VOUCHER_VALUE_TOO_LOW') {
    return { kind: 'voucherShortfall', field: 'amount' };
  }
  const known = knownMessage(error.message);
  if (known) return { kind: 'known', message: known };
  if (!genericCodes.has(error.code)) return { kind: 'code', error };
  const serverSaid = error.message.trim() !== '' && error.code === 'VALIDATION_ERROR';
  if (serverSaid) return { kind: 'server', message: error.message };
  if (method === 'card') return { kind: 'cardFailed' };
  if (method === 'alternative-rewarble') return { kind: 'voucherFailed' };
  return error.message.trim() === ''
    ? { kind: 'submitFailed' }
    : { kind: 'server', message: error.message };
};
