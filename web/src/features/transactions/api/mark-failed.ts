import type { ReasonBody, TransactionActionAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import { transactionPath } from './get-transaction';

/** POST /transactions/{id}/mark-failed {reason}: the payment failed, and why. */
export const markFailed = (paymentId: string, body: ReasonBody) =>
  request<TransactionActionAnswer>(`${transactionPath(paymentId)}/mark-failed`, {
    method: 'POST',
    body,
  });
