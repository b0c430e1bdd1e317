import type { AdminTransaction } from '@ghost/events/contract';

const hourMs = 60 * 60 * 1000;

/**
 * Whether a payment has awaited verification longer than the limit: the team should look at it
 * first. It is only ever marked, never failed for it: the payer has paid already (a hash or a
 * code is given at submission), so waiting is the portal's delay, not the payer's.
 */
export const isOverdue = (
  payment: Pick<AdminTransaction, 'status' | 'created_at'>,
  limitHours: number,
  now: Date,
): boolean => {
  if (payment.status !== 'pending_payment_verification') return false;
  const created = Date.parse(payment.created_at);
  return !Number.isNaN(created) && now.getTime() - created > limitHours * hourMs;
};
