import type {
  EventStore,
  GlobalPosition,
  Logger,
  NotificationKind,
  PortalLanguage,
  StoredEvent,
  TransactionEvent,
} from '@ghost/events';
import {
  notificationAllowed,
  type NotificationSettings,
} from '../../integrations/mail/notification-settings.js';
import type { PaymentNotifier } from '../../integrations/mail/payment-notifier.js';
import type { DeliveryOutcome, OutboxChannel } from '../../integrations/outbox/outbox-channel.js';
import { settingsFold } from '../../settings/settings-fold.js';
import { loadTransaction } from '../load-transaction.js';
import { paymentIdOf, recordOnPayment, workerContext } from './recording.js';

export const notificationOutboxName = 'payment-emails';

/**
 * An e-mail is first tried at most this long after the fact it tells of: a start that finds old
 * facts never e-mailed (a log from before e-mails, a checkpoint lost) does not send them late.
 */
export const notificationFreshnessMs = 48 * 60 * 60 * 1000;

/** An e-mail to send about a fact of a payment (`forEventId`). */
export interface NotificationRequest {
  paymentId: string;
  /** What the fact calls for; a verified donation is thanked as completed. */
  notification: NotificationKind;
  forEventId: string;
  occurredAt: Date;
  /** Shown to the payer for an automatic failure (the voucher issuer's reason) only. */
  failureReason: string | null;
  /** The notification settings when the fact was recorded. */
  settings: NotificationSettings;
}

export interface NotificationAnswer extends DeliveryOutcome {
  /** The e-mail written (null: the attempt failed before one was). */
  notification: NotificationKind | null;
  language: PortalLanguage;
  /** Not sent, on purpose: nothing to record, and nothing to retry. */
  skipped: 'no_address' | 'stale' | 'switched_off' | 'no_payment' | null;
}

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

const notificationKeys = [
  'notifications_email',
  'notifications_payment',
  'notifications_failure',
] as const;

/** The e-mail a fact of a payment calls for, if any. */
const notificationFor = (
  event: StoredEvent,
): { notification: NotificationKind; failureReason: string | null } | null => {
  switch (event.type) {
    case 'PaymentSubmitted':
      return { notification: 'submitted', failureReason: null };
    case 'PaymentVerified':
      return { notification: 'verified', failureReason: null };
    case 'SubscriptionUpdated':
      return { notification: 'completed', failureReason: null };
    case 'PaymentFailed': {
      // An admin's reason is a note for the team; the issuer's verdict is for the payer.
      const { by, reason } = event.data as Of<'PaymentFailed'>;
      return { notification: 'failed', failureReason: by === 'system' ? reason : null };
    }
    case 'StatusOverridden': {
      const { to } = event.data as Of<'StatusOverridden'>;
      if (to === 'pending_subscription_update') {
        return { notification: 'verified', failureReason: null };
      }
      if (to === 'completed' || to === 'failed') return { notification: to, failureReason: null };
      return null;
    }
    default:
      return null;
  }
};

/**
 * The payer's e-mails as an outbox channel: a submission, a verification, a completion and a
 * failure each ask for one, if the notification settings allowed it when the fact was recorded
 * (the channel folds the `settings` stream as it reads the log, so the decision is the same at
 * every replay). A sent e-mail is recorded (PaymentNotificationSent), so no restart sends it
 * twice; a mail server that fails is recorded too and tried again with backoff. An e-mail that is
 * not to be sent (no address, too late) is decided again the same way after a restart.
 */
export const notificationChannel = (deps: {
  eventStore: EventStore;
  notifier: PaymentNotifier;
  clock: () => Date;
  log: Logger;
}): OutboxChannel<NotificationRequest, NotificationAnswer> => {
  const settings = settingsFold(deps.eventStore, notificationKeys);

  return {
    name: notificationOutboxName,

    resume: (from: GlobalPosition | null) => settings.readUpTo(from),

    requestIn: (event: StoredEvent) => {
      if (settings.apply(event)) return null;
      const paymentId = paymentIdOf(event);
      const fact = paymentId ? notificationFor(event) : null;
      if (!paymentId || !fact || !notificationAllowed(fact.notification, settings.values)) {
        return null;
      }
      return {
        key: event.metadata.eventId,
        // A payer reads a payment's e-mails in the order of its facts, even when one must wait.
        group: paymentId,
        request: {
          paymentId,
          ...fact,
          forEventId: event.metadata.eventId,
          occurredAt: new Date(event.metadata.occurredAt),
          settings: settings.values,
        },
      };
    },

    progressIn: (event: StoredEvent) => {
      if (!paymentIdOf(event)) return null;
      if (event.type === 'PaymentNotificationSent') {
        const data = event.data as Of<'PaymentNotificationSent'>;
        return { key: data.forEventId, attempt: data.attempt, nextAttemptAt: null };
      }
      if (event.type === 'PaymentNotificationFailed') {
        const data = event.data as Of<'PaymentNotificationFailed'>;
        return {
          key: data.forEventId,
          attempt: data.attempt,
          nextAttemptAt: data.nextAttemptAt ? new Date(data.nextAttemptAt) : null,
        };
      }
      return null;
    },

    deliver: async (request, attempt) => {
      const skipped = (
        why: NonNullable<NotificationAnswer['skipped']>,
        language: PortalLanguage = 'en',
      ): NotificationAnswer => ({
        delivered: false,
        retryable: false,
        error: null,
        notification: request.notification,
        language,
        skipped: why,
      });
      const payment = await loadTransaction(deps.eventStore, request.paymentId);
      if (!payment.exists) return skipped('no_payment');
      const language = payment.payer.language ?? 'en';
      const notification =
        request.notification === 'verified' && payment.type === 'donation'
          ? 'completed'
          : request.notification;
      if (
        attempt === 1 &&
        deps.clock().getTime() - request.occurredAt.getTime() > notificationFreshnessMs
      ) {
        return skipped('stale', language);
      }
      const outcome = await deps.notifier.notify(
        notification,
        {
          paymentId: payment.paymentId,
          type: payment.type,
          method: payment.method,
          amount: payment.amount,
          email: payment.payer.email,
          language,
          failureReason: request.failureReason,
        },
        request.settings,
      );
      if (outcome.sent) {
        return {
          delivered: true,
          retryable: false,
          error: null,
          notification,
          language,
          skipped: null,
        };
      }
      if (outcome.why === 'recipient_limit') {
        // Recorded as not sent, for good: a restart must not send what the limit held back.
        return {
          delivered: false,
          retryable: false,
          error: 'not sent: the address has been sent its allowance of e-mails for now',
          notification,
          language,
          skipped: null,
        };
      }
      if (outcome.why !== 'mail_failed') return skipped(outcome.why, language);
      return {
        delivered: false,
        retryable: true,
        error: outcome.error,
        notification,
        language,
        skipped: null,
      };
    },

    unanswered: (error) => ({
      delivered: false,
      retryable: true,
      error: error instanceof Error ? error.message : String(error),
      notification: null,
      language: 'en',
      skipped: null,
    }),

    record: async (attempt) => {
      const { answer } = attempt;
      if (answer.skipped) return null;
      return recordOnPayment(
        deps,
        attempt.request.paymentId,
        {
          kind: 'RecordNotification',
          notification: answer.notification ?? attempt.request.notification,
          forEventId: attempt.request.forEventId,
          attempt: attempt.attempt,
          outcome: answer.delivered
            ? { sent: true, language: answer.language }
            : {
                sent: false,
                error: answer.error ?? 'the e-mail could not be sent',
                nextAttemptAt: attempt.nextAttemptAt,
              },
        },
        workerContext(notificationOutboxName, attempt),
      );
    },
  };
};
