import { maxPendingHours, parsePendingHours, type AdminTransaction } from '@ghost/events/contract';

const hourMs = 60 * 60 * 1000;

/**
 * The maximum pending hours a stored setting stands for, as the server resolves it (admin spec
 * §4): a whole number from 1 to 168; anything else, or nothing, is 72.
 */
export const pendingLimitHours = (setting: string | undefined): number => {
  const hours = setting === undefined ? undefined : parsePendingHours(setting);
  const inRange =
    hours !== undefined && hours >= maxPendingHours.min && hours <= maxPendingHours.max;
  return inRange ? hours : maxPendingHours.default;
};

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
