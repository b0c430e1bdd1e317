import type { NotesBody, TransactionActionAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * POST /transactions/{id}/force-verify-card {notes}: an admin verifies a card
 * payment by hand, without asking the processor (a payment seen to arrive that the processor
 * never reported).
 */
export const forceVerifyCard = (paymentId: string, body: NotesBody) =>
  request<TransactionActionAnswer>(
    `/transactions/${encodeURIComponent(paymentId)}/force-verify-card`,
    { method: 'POST', body },
  );
