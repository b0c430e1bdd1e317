import { DomainError, streams, type EventStore, type GlobalPosition } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import {
  subscriptionCheckAnswer,
  type SubscriptionCheckAnswer,
} from '../integrations/fulfilment/subscription-check-answer.js';
import type { FulfilmentAnswer, SubscriptionFulfilment } from '../ports/subscription-fulfilment.js';
import { loadTransaction } from './load-transaction.js';
import { subscriptionRequestIdOf } from './subscription-rules.js';
import { transactionDecider } from './transaction-decider.js';
import { assertSubscriptionUpdatable } from './transaction-guards.js';

const unreachable = (error: unknown): FulfilmentAnswer => ({
  delivered: false,
  status: null,
  body: null,
  error: error instanceof Error ? error.message : 'The fulfilment service could not be reached',
  retryable: true,
});

/**
 * An admin (re)sends a verified PRO payment's subscription to the fulfilment service now, with
 * the payment's request id so the receiver de-duplicates, and is answered with the delivery's
 * status and message, the receiver's response (webhookResponse), any error, and whether the
 * payment was updated. Delivered grants the subscription; a
 * failure is recorded and leaves the outbox's own schedule of attempts as it was.
 */
export const checkSubscription = async (
  deps: { eventStore: EventStore; subscriptionFulfilment: SubscriptionFulfilment },
  paymentId: string,
  context: CommandContext,
): Promise<SubscriptionCheckAnswer & { position: GlobalPosition | null }> => {
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
    { kind: 'RecordSubscriptionDelivery', answer, attempt: null },
    context,
  );
  const updated = handled.state.exists && handled.state.status === 'completed';
  return { ...subscriptionCheckAnswer(answer, updated), position: handled.position };
};
