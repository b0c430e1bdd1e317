import type { Logger } from '@ghost/events';
import type { Mailer } from '../../ports/mailer.js';
import { notificationAllowed, type NotificationSettings } from './notification-settings.js';
import { RecipientLimit, type RecipientLimits } from './recipient-limit.js';
import {
  composePaymentNotification,
  type NotificationKind,
  type NotifiedPayment,
} from './payment-notification.js';

export type NotificationOutcome =
  | { sent: true }
  | { sent: false; why: 'no_address' | 'switched_off' | 'recipient_limit' }
  | { sent: false; why: 'mail_failed'; error: string };

/** What an address may be sent unless configured otherwise (MAIL_PER_RECIPIENT_PER_*). */
export const defaultRecipientLimits: RecipientLimits = { perHour: 5, perDay: 20 };

/**
 * Sends a payer the e-mail about their payment when the settings allow it, and while the address
 * has not been sent its hour's or its day's allowance (`recipient_limit`). It never throws: a
 * mail server that is down must not fail or hold up the command that caused the e-mail, so the
 * outcome says what happened and the caller may record it.
 */
export class PaymentNotifier {
  private readonly recipients: RecipientLimit;

  constructor(
    private readonly mailer: Mailer,
    private readonly options: {
      trackingBaseUrl: string;
      log: Logger;
      recipientLimits?: RecipientLimits;
    },
  ) {
    this.recipients = new RecipientLimit(options.recipientLimits ?? defaultRecipientLimits);
  }

  async notify(
    kind: NotificationKind,
    payment: Omit<NotifiedPayment, 'email'> & { email: string | null },
    settings: NotificationSettings,
  ): Promise<NotificationOutcome> {
    if (!payment.email) return { sent: false, why: 'no_address' };
    if (!notificationAllowed(kind, settings)) return { sent: false, why: 'switched_off' };
    if (!(await this.recipients.take(payment.email))) {
      this.options.log.warn(
        { kind, paymentId: payment.paymentId },
        'a payment e-mail was not sent: its address had its allowance of e-mails',
      );
      return { sent: false, why: 'recipient_limit' };
    }
    try {
      await this.mailer.send(
        composePaymentNotification(
          kind,
          { ...payment, email: payment.email },
          this.options.trackingBaseUrl,
        ),
      );
      return { sent: true };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.log.warn(
        { err: error, kind, paymentId: payment.paymentId },
        'a payment e-mail could not be sent',
      );
      return { sent: false, why: 'mail_failed', error: message };
    }
  }
}
