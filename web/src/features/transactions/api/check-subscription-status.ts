import type { SubscriptionCheckAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * POST /payments/check-subscription-status/{id}, no body: the subscription is
 * sent to the fulfilment service now; the answer says whether it was taken (`webhook_sent`) and
 * whether the payment is now completed (`updated`).
 */
export const checkSubscriptionStatus = (paymentId: string) =>
  request<SubscriptionCheckAnswer>(
    `/payments/check-subscription-status/${encodeURIComponent(paymentId)}`,
    { method: 'POST', body: {} },
  );
