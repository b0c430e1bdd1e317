import type { SubmissionAnswer, SubmissionRequestBody } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * POST /transactions: a crypto, gift-card or voucher payment for the team to
 * check. The Idempotency-Key makes a retry of the same attempt (after a lost answer) happen once.
 */
export const submitTransaction = (body: SubmissionRequestBody, idempotencyKey: string) =>
  request<SubmissionAnswer>('/transactions', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
