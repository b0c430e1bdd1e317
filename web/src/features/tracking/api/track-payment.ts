import type { TrackingView } from '@ghost/events/contract';
import useSWR from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';

/** GET /transactions/track/{paymentId}: what anyone holding the ID may see of the payment. */
export const trackPath = (paymentId: string): string =>
  `/transactions/track/${encodeURIComponent(paymentId)}`;

export const fetchTrackedPayment = (path: string): Promise<TrackingView> =>
  swrFetcher<TrackingView>(path);

/** The payment, or nothing to read while `paymentId` is null. */
export const useTrackedPayment = (paymentId: string | null) =>
  useSWR<TrackingView, ApiRequestError>(
    paymentId === null ? null : trackPath(paymentId),
    fetchTrackedPayment,
  );
