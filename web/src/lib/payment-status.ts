import type { StatusBody, TransactionActionAnswer } from '@ghost/events/contract';
import { request } from './api-client';

/**
 * PATCH /transactions/{id}/status {status, notes}: a super admin sets a payment's
 * status by hand, saying why. Shared by Payment Validation and Card Payments.
 */
export const updatePaymentStatus = (paymentId: string, body: StatusBody) =>
  request<TransactionActionAnswer>(`/transactions/${encodeURIComponent(paymentId)}/status`, {
    method: 'PATCH',
    body,
  });
