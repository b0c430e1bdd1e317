import type { ReasonBody, TransactionActionAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** POST /transactions/{id}/mark-card-failed {reason}: a card payment failed, and why. */
export const markCardFailed = (paymentId: string, body: ReasonBody) =>
  request<TransactionActionAnswer>(
    `/transactions/${encodeURIComponent(paymentId)}/mark-card-failed`,
    { method: 'POST', body },
  );
