import { v5 as uuidv5 } from 'uuid';
import { DomainError, type TransactionEvent } from '@ghost/events';
import { assertSubscriptionUpdatable } from './transaction-guards.js';
import type { ExistingTransaction, TransactionState } from './transaction.js';
import type { RecordSubscriptionDelivery, UpdateSubscription } from './transaction-commands.js';

const subscriptionRequestNamespace = 'a3d5e0b2-7c41-4f0e-8d6b-2f9c1e4a7b35';
const maxRecordedText = 2000;

/** A payment's subscription is asked for once, so its id follows from the payment ID. */
export const subscriptionRequestIdOf = (paymentId: string): string =>
  uuidv5(`subscription:${paymentId}`, subscriptionRequestNamespace);

const clip = (text: string | null): string | null =>
  text === null ? null : text.slice(0, maxRecordedText);

/**
 * Once a PRO payment is verified its subscription is asked for, with an id every delivery of it
 * carries, so the receiver can de-duplicate.
 */
export const subscriptionRequest = (payment: ExistingTransaction): TransactionEvent[] => {
  if (payment.type !== 'ghost-eshop-pro') return [];
  const { subscriber } = payment;
  if (!subscriber) {
    throw new DomainError('INTERNAL_ERROR', `PRO payment ${payment.paymentId} has no subscriber`);
  }
  return [
    {
      type: 'SubscriptionUpdateRequested',
      data: {
        requestId: subscriptionRequestIdOf(payment.paymentId),
        username: subscriber.username,
        email: subscriber.email,
        subscriptionDuration: subscriber.duration,
      },
    },
  ];
};

export const updateSubscription = (
  command: UpdateSubscription,
  state: TransactionState,
): TransactionEvent[] => {
  assertSubscriptionUpdatable(state);
  return [{ type: 'SubscriptionUpdated', data: { by: 'admin', notes: command.notes } }];
};

/**
 * A delivered webhook grants the subscription; a failed one is recorded and changes nothing. An
 * attempt of the delivery outbox carries its number and when the next one is due.
 */
export const recordSubscriptionDelivery = (
  { answer, attempt }: RecordSubscriptionDelivery,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = assertSubscriptionUpdatable(state);
  const requestId = subscriptionRequestIdOf(payment.paymentId);
  if (!answer.delivered) {
    return [
      {
        type: 'SubscriptionWebhookFailed',
        data: {
          requestId,
          status: answer.status,
          response: clip(answer.body),
          error: clip(answer.error ?? 'The fulfilment service did not confirm the update'),
          retryable: answer.retryable,
          ...(attempt && {
            attempt: attempt.number,
            nextAttemptAt: attempt.nextAttemptAt?.toISOString() ?? null,
          }),
        },
      },
    ];
  }
  return [
    {
      type: 'SubscriptionWebhookDelivered',
      data: {
        requestId,
        status: answer.status,
        response: clip(answer.body),
        ...(attempt && { attempt: attempt.number }),
      },
    },
    { type: 'SubscriptionUpdated', data: { by: 'fulfilment', notes: null } },
  ];
};
