import type { NotesBody, TransactionActionAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import { transactionPath } from './get-transaction';

/** POST /transactions/{id}/verify-payment: the payment is received. */
export const verifyPayment = (paymentId: string, body: NotesBody = {}) =>
  request<TransactionActionAnswer>(`${transactionPath(paymentId)}/verify-payment`, {
    method: 'POST',
    body,
  });
