import useSWR from 'swr';
import type { PaymentTimeline } from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';

/** GET /audit/payments/{paymentId}/timeline: every event of the payment and its state after each. */
export const usePaymentTimeline = (paymentId: string | null) =>
  useSWR<PaymentTimeline, ApiRequestError>(
    paymentId === null ? null : `/audit/payments/${encodeURIComponent(paymentId)}/timeline`,
  );
