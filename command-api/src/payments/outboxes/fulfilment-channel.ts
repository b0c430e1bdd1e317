import type { EventStore, Logger, StoredEvent, TransactionEvent } from '@ghost/events';
import type { OutboxChannel } from '../../integrations/outbox/outbox-channel.js';
import type {
  FulfilmentAnswer,
  FulfilmentRequest,
  SubscriptionFulfilment,
} from '../../ports/subscription-fulfilment.js';
import { subscriptionRequestIdOf } from '../subscription-rules.js';
import { paymentIdOf, recordOnPayment, workerContext } from './recording.js';

export const fulfilmentOutboxName = 'subscription-fulfilment';

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

const settled = (key: string) => ({ key, attempt: null, nextAttemptAt: null });

/**
 * The fulfilment webhook as an outbox channel: SubscriptionUpdateRequested asks for a delivery
 * (keyed by its request id, the event id the receiver de-duplicates on); the outbox's own
 * SubscriptionWebhookDelivered / SubscriptionWebhookFailed record each attempt; a subscription
 * updated or a status set by hand settles it. An admin's check (an attempt without a number)
 * changes no schedule: if it delivered, the SubscriptionUpdated that follows settles it.
 */
export const fulfilmentChannel = (deps: {
  eventStore: EventStore;
  fulfilment: SubscriptionFulfilment;
  log: Logger;
}): OutboxChannel<FulfilmentRequest, FulfilmentAnswer> => ({
  name: fulfilmentOutboxName,

  requestIn: (event: StoredEvent) => {
    const paymentId = paymentIdOf(event);
    if (!paymentId || event.type !== 'SubscriptionUpdateRequested') return null;
    const data = event.data as Of<'SubscriptionUpdateRequested'>;
    return {
      key: data.requestId,
      request: {
        eventId: data.requestId,
        paymentId,
        username: data.username,
        email: data.email,
        subscriptionDuration: data.subscriptionDuration,
      },
    };
  },

  progressIn: (event: StoredEvent) => {
    const paymentId = paymentIdOf(event);
    if (!paymentId) return null;
    switch (event.type) {
      case 'SubscriptionWebhookDelivered': {
        const data = event.data as Of<'SubscriptionWebhookDelivered'>;
        return { key: data.requestId, attempt: data.attempt ?? null, nextAttemptAt: null };
      }
      case 'SubscriptionWebhookFailed': {
        const data = event.data as Of<'SubscriptionWebhookFailed'>;
        if (data.attempt === undefined) return null;
        return {
          key: data.requestId,
          attempt: data.attempt,
          nextAttemptAt: data.nextAttemptAt ? new Date(data.nextAttemptAt) : null,
        };
      }
      case 'SubscriptionUpdated':
        return settled(subscriptionRequestIdOf(paymentId));
      case 'StatusOverridden': {
        const { to } = event.data as Of<'StatusOverridden'>;
        return to === 'completed' || to === 'failed'
          ? settled(subscriptionRequestIdOf(paymentId))
          : null;
      }
      default:
        return null;
    }
  },

  deliver: (request) => deps.fulfilment.deliver(request),

  unanswered: (error) => ({
    delivered: false,
    status: null,
    body: null,
    error: error instanceof Error ? error.message : String(error),
    retryable: true,
  }),

  record: (attempt) =>
    recordOnPayment(
      deps,
      attempt.request.paymentId,
      {
        kind: 'RecordSubscriptionDelivery',
        answer: attempt.answer,
        attempt: { number: attempt.attempt, nextAttemptAt: attempt.nextAttemptAt },
      },
      workerContext(fulfilmentOutboxName, attempt),
    ),
});
