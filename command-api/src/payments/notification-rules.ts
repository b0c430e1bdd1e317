import type { TransactionEvent } from '@ghost/events';
import { existing } from './transaction-guards.js';
import type { TransactionState } from './transaction.js';
import type { RecordNotification } from './transaction-commands.js';

/** An e-mail about a payment is a fact of the payment, whatever its status by now. */
export const recordNotification = (
  { notification, forEventId, attempt, outcome }: RecordNotification,
  state: TransactionState,
): TransactionEvent[] => {
  existing(state);
  if (outcome.sent) {
    return [
      {
        type: 'PaymentNotificationSent',
        data: { notification, forEventId, language: outcome.language, attempt },
      },
    ];
  }
  return [
    {
      type: 'PaymentNotificationFailed',
      data: {
        notification,
        forEventId,
        attempt,
        error: outcome.error.slice(0, 2000) || 'unknown error',
        nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
      },
    },
  ];
};
