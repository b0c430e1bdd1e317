import type { NotesBody, TransactionActionAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import { transactionPath } from './get-transaction';

/** POST /transactions/{id}/update-subscription: the subscription was granted by hand. */
export const updateSubscription = (paymentId: string, body: NotesBody = {}) =>
  request<TransactionActionAnswer>(`${transactionPath(paymentId)}/update-subscription`, {
    method: 'POST',
    body,
  });
