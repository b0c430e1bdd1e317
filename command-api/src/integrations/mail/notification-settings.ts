import type { NotificationKind } from './payment-notification.js';

/** The settings keys of the admin panel that govern e-mail; values are the text 'true'/'false'. */
export interface NotificationSettings {
  notifications_email?: string | null;
  notifications_payment?: string | null;
  notifications_failure?: string | null;
}

/** A setting is on only when it holds the text 'true'. */
const on = (value: string | null | undefined): boolean => value === 'true';

/**
 * notifications_email switches all e-mail to payers; within it, notifications_payment governs the
 * e-mails of a payment's progress (received, verified, complete), notifications_failure the
 * failure e-mail.
 */
export const notificationAllowed = (
  kind: NotificationKind,
  settings: NotificationSettings,
): boolean => {
  if (!on(settings.notifications_email)) return false;
  return kind === 'failed'
    ? on(settings.notifications_failure)
    : on(settings.notifications_payment);
};
