import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import type { FulfilmentAnswer } from '../ports/subscription-fulfilment.js';
import {
  cryptoDonation,
  paymentId,
  proHistories,
  submitted,
  subscriptionUpdated,
  verifiedBy,
} from './testing/transaction-examples.js';
import { subscriptionRequestIdOf } from './subscription-rules.js';
import { transactionDecider } from './transaction-decider.js';

const spec = deciderSpec(transactionDecider);
const requestId = subscriptionRequestIdOf(paymentId);

const delivered: FulfilmentAnswer = {
  delivered: true,
  status: 200,
  body: '{"ok":true}',
  error: null,
  retryable: false,
};
const refused: FulfilmentAnswer = {
  delivered: false,
  status: 503,
  body: 'x'.repeat(5000),
  error: 'HTTP 503',
  retryable: true,
};

const notUpdatable = [
  [
    'before the payment is verified (PAYMENT_NOT_VERIFIED)',
    proHistories.awaitingVerification,
    'PAYMENT_NOT_VERIFIED',
  ],
  ['twice (SUBSCRIPTION_ALREADY_UPDATED)', proHistories.completed, 'SUBSCRIPTION_ALREADY_UPDATED'],
  [
    'for a failed payment (TRANSACTION_ALREADY_FAILED)',
    proHistories.failed,
    'TRANSACTION_ALREADY_FAILED',
  ],
  [
    'for a donation (NOT_A_SUBSCRIPTION)',
    [submitted(cryptoDonation), verifiedBy('admin')],
    'NOT_A_SUBSCRIPTION',
  ],
  ['for a payment that does not exist (PAYMENT_NOT_FOUND)', [], 'PAYMENT_NOT_FOUND'],
] as const;

describe('updating a subscription by hand (update-subscription)', () => {
  it('completes a verified PRO payment awaiting its subscription', () => {
    spec
      .given(proHistories.awaitingSubscription)
      .when({ kind: 'UpdateSubscription', notes: 'granted in the tool' })
      .then([subscriptionUpdated('admin', 'granted in the tool')]);
  });

  for (const [when, history, code] of notUpdatable) {
    it(`refuses ${when}`, () => {
      spec
        .given([...history])
        .when({ kind: 'UpdateSubscription', notes: null })
        .thenRefuses(code);
    });
  }
});

describe('checking the subscription with the fulfilment service (check-subscription-status)', () => {
  it('completes the payment when the webhook was delivered', () => {
    spec
      .given(proHistories.awaitingSubscription)
      .when({ kind: 'RecordSubscriptionDelivery', answer: delivered, attempt: null })
      .then([
        {
          type: 'SubscriptionWebhookDelivered',
          data: { requestId, status: 200, response: '{"ok":true}' },
        },
        subscriptionUpdated('fulfilment'),
      ]);
  });

  it('records a failed webhook, clipped, and leaves the payment awaiting its subscription', () => {
    spec
      .given(proHistories.awaitingSubscription)
      .when({ kind: 'RecordSubscriptionDelivery', answer: refused, attempt: null })
      .then([
        {
          type: 'SubscriptionWebhookFailed',
          data: {
            requestId,
            status: 503,
            response: 'x'.repeat(2000),
            error: 'HTTP 503',
            retryable: true,
          },
        },
      ]);
    spec
      .given([
        ...proHistories.awaitingSubscription,
        {
          type: 'SubscriptionWebhookFailed',
          data: { requestId, status: 503, response: null, error: 'HTTP 503', retryable: true },
        },
      ])
      .when({ kind: 'RecordSubscriptionDelivery', answer: delivered, attempt: null })
      .then([
        {
          type: 'SubscriptionWebhookDelivered',
          data: { requestId, status: 200, response: '{"ok":true}' },
        },
        subscriptionUpdated('fulfilment'),
      ]);
  });

  it("records the delivery outbox's attempt with its number and when the next one is due", () => {
    spec
      .given(proHistories.awaitingSubscription)
      .when({
        kind: 'RecordSubscriptionDelivery',
        answer: { ...refused, body: 'down' },
        attempt: { number: 2, nextAttemptAt: new Date('2025-03-01T10:01:00Z') },
      })
      .then([
        {
          type: 'SubscriptionWebhookFailed',
          data: {
            requestId,
            status: 503,
            response: 'down',
            error: 'HTTP 503',
            retryable: true,
            attempt: 2,
            nextAttemptAt: '2025-03-01T10:01:00.000Z',
          },
        },
      ]);
    spec
      .given(proHistories.awaitingSubscription)
      .when({
        kind: 'RecordSubscriptionDelivery',
        answer: delivered,
        attempt: { number: 3, nextAttemptAt: null },
      })
      .then([
        {
          type: 'SubscriptionWebhookDelivered',
          data: { requestId, status: 200, response: '{"ok":true}', attempt: 3 },
        },
        subscriptionUpdated('fulfilment'),
      ]);
  });

  for (const [when, history, code] of notUpdatable) {
    it(`refuses ${when}`, () => {
      spec
        .given([...history])
        .when({ kind: 'RecordSubscriptionDelivery', answer: delivered, attempt: null })
        .thenRefuses(code);
    });
  }
});
