import type { FulfilmentAnswer } from '../../ports/subscription-fulfilment.js';

/** The admin's "Check Subscription Status" answer, as the admin specification gives it (§3). */
export interface SubscriptionCheckAnswer {
  status: 'webhook_sent' | 'webhook_failed';
  message: string;
  webhookResponse: { status: number; body: string | null } | null;
  error: string | null;
  /** The transaction's subscription is now marked updated: the list reloads. */
  updated: boolean;
}

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
