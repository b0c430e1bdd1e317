import { resolvePendingHours, type AllSettings } from '@ghost/events/contract';
import useSWR from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';

/**
 * GET /settings, for the maximum pending hours: every staff role reads it. Its
 * own cache key, as the payment form and the settings form keep other readings of the path.
 */
const pendingLimitKey = ['/settings', 'pending-limit'] as const;

type PendingSetting = Partial<Pick<AllSettings, 'security_max_pending_hours'>>;

const fetchPendingLimit = async ([path]: typeof pendingLimitKey): Promise<number> =>
  resolvePendingHours((await swrFetcher<PendingSetting>(path)).security_max_pending_hours);

/**
 * The hours after which a payment awaiting verification is overdue; null until known (a payment
 * is marked only by the limit really set, never by a guess).
 */
export const usePendingLimit = (): number | null =>
  useSWR<number, ApiRequestError, typeof pendingLimitKey>(pendingLimitKey, fetchPendingLimit)
    .data ?? null;
