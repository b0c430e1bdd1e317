import type { SubscriptionCheckAnswer as SubscriptionCheckAnswerBody } from '@ghost/events/contract';
import type { FulfilmentAnswer } from '../../ports/subscription-fulfilment.js';

/**
 * The admin's "Check Subscription Status" answer, before the route adds who and
 * where.
 */
export type SubscriptionCheckAnswer = Omit<
  SubscriptionCheckAnswerBody,
  'success' | 'paymentId' | 'position'
>;

export const subscriptionCheckAnswer = (
  answer: FulfilmentAnswer,
  updated: boolean,
): SubscriptionCheckAnswer => ({
  status: answer.delivered ? 'webhook_sent' : 'webhook_failed',
  message: answer.delivered
    ? `The fulfilment service accepted the subscription update (HTTP ${answer.status ?? ''}).`
    : `The fulfilment service did not accept the subscription update: ${answer.error ?? 'no answer'}.${
        answer.retryable ? ' It will be tried again automatically.' : ''
      }`,
  webhookResponse: answer.status === null ? null : { status: answer.status, body: answer.body },
  error: answer.delivered ? null : answer.error,
  updated,
});
