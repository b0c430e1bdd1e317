import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { cryptoSubscription, proHistories, submitted } from './testing/transaction-examples.js';
import { transactionDecider } from './transaction-decider.js';

const spec = deciderSpec(transactionDecider);
const forEventId = '6b0c5f0e-8a43-4d35-9a1e-3f0f5f3b2c11';

describe("recording the payer's e-mails", () => {
  it('records an e-mail sent, in the language it was written in, whatever the status', () => {
    for (const history of Object.values(proHistories)) {
      spec
        .given(history)
        .when({
          kind: 'RecordNotification',
          notification: 'submitted',
          forEventId,
          attempt: 1,
          outcome: { sent: true, language: 'fr' },
        })
        .then([
          {
            type: 'PaymentNotificationSent',
            data: { notification: 'submitted', forEventId, language: 'fr', attempt: 1 },
          },
        ]);
    }
  });

  it('records an e-mail that could not be sent, and when it is tried again', () => {
    spec
      .given([submitted(cryptoSubscription, 'p')])
      .when({
        kind: 'RecordNotification',
        notification: 'failed',
        forEventId,
        attempt: 3,
        outcome: {
          sent: false,
          error: 'connect ECONNREFUSED',
          nextAttemptAt: new Date('2025-03-01T10:00:00Z'),
        },
      })
      .then([
        {
          type: 'PaymentNotificationFailed',
          data: {
            notification: 'failed',
            forEventId,
            attempt: 3,
            error: 'connect ECONNREFUSED',
            nextAttemptAt: '2025-03-01T10:00:00.000Z',
          },
        },
      ]);
  });

  it('is refused for a payment that does not exist (PAYMENT_NOT_FOUND)', () => {
    spec
      .given([])
      .when({
        kind: 'RecordNotification',
        notification: 'submitted',
        forEventId,
        attempt: 1,
        outcome: { sent: true, language: 'en' },
      })
      .thenRefuses('PAYMENT_NOT_FOUND');
  });
});
