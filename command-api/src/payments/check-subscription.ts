import { DomainError, streams, type EventStore, type GlobalPosition } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import type { FulfilmentAnswer, SubscriptionFulfilment } from '../ports/subscription-fulfilment.js';
import { loadTransaction } from './load-transaction.js';
import { subscriptionRequestIdOf } from './subscription-rules.js';
import { transactionDecider } from './transaction-decider.js';
import { assertSubscriptionUpdatable } from './transaction-guards.js';

/** The subscription check response of admin-panel.md §3. */
export interface SubscriptionCheckAnswer {
  status: 'webhook_sent' | 'webhook_failed';
  message: string;
  webhookResponse: string | null;
  error: string | null;
  updated: boolean;
  position: GlobalPosition | null;
}

const unreachable = (error: unknown): FulfilmentAnswer => ({
  delivered: false,
  status: null,
  body: null,
  error: error instanceof Error ? error.message : 'The fulfilment service could not be reached',
  retryable: true,
});

/**
 * An admin (re)sends a verified PRO payment's subscription to the fulfilment service, with the
 * payment's request id so the receiver de-duplicates. Delivered grants the subscription.
 */
export const checkSubscription = async (
  deps: { eventStore: EventStore; subscriptionFulfilment: SubscriptionFulfilment },
  paymentId: string,
  context: CommandContext,
): Promise<SubscriptionCheckAnswer> => {
  const payment = assertSubscriptionUpdatable(await loadTransaction(deps.eventStore, paymentId));
  const { subscriber } = payment;
  if (!subscriber) {
    throw new DomainError('INTERNAL_ERROR', `PRO payment ${paymentId} has no subscriber`);
  }
  const answer = await deps.subscriptionFulfilment
    .deliver({
      eventId: subscriptionRequestIdOf(paymentId),
      paymentId,
      username: subscriber.username,
      email: subscriber.email,
      subscriptionDuration: subscriber.duration,
    })
    .catch(unreachable);
  const handled = await handleCommand(
    deps.eventStore,
    streams.transaction(paymentId),
    transactionDecider,
    { kind: 'RecordSubscriptionDelivery', answer },
    context,
  );
  return {
    status: answer.delivered ? 'webhook_sent' : 'webhook_failed',
    message: answer.delivered
      ? 'The subscription was delivered and is now active.'
      : 'The subscription could not be delivered; the payment still awaits its subscription.',
    webhookResponse: answer.body,
    error: answer.delivered ? null : (answer.error ?? 'The fulfilment service did not confirm it'),
    updated: answer.delivered,
    position: handled.position,
  };
};
