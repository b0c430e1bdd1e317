import { z } from 'zod';
import { logPosition } from '../common/answer-parts.js';

/**
 * POST /api/payments/check-subscription-status/{id} ("Check Subscription Status"),
 * no body: the subscription was (re)sent to the fulfilment service now. `updated`: the
 * transaction's subscription is now marked updated, so the list reloads.
 */
export const subscriptionCheckAnswerSchema = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  status: z.enum(['webhook_sent', 'webhook_failed']),
  message: z.string(),
  webhookResponse: z.strictObject({ status: z.int(), body: z.string().nullable() }).nullable(),
  error: z.string().nullable(),
  updated: z.boolean(),
  position: logPosition,
});
export type SubscriptionCheckAnswer = z.infer<typeof subscriptionCheckAnswerSchema>;
