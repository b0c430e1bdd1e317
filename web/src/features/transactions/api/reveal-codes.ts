import type { RevealCodesAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import { transactionPath } from './get-transaction';

/**
 * POST /transactions/{id}/reveal-codes (admins, super admins): a gift-card payment's codes in
 * the clear. The server records who asked and when; the answer is kept in the screen's memory
 * only, never in a cache.
 */
export const revealGiftCardCodes = (paymentId: string) =>
  request<RevealCodesAnswer>(`${transactionPath(paymentId)}/reveal-codes`, {
    method: 'POST',
    body: {},
  });
