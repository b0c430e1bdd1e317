import escapeHtml from 'escape-html';
import {
  formatMoney,
  toMajor,
  type Money,
  type NotificationKind,
  type PaymentMethod,
  type TransactionType,
} from '@ghost/events';
import type { MailMessage } from '../../ports/mailer.js';
import {
  mailLanguageOf,
  notificationTexts,
  type NotificationTextKey,
  type NotificationTexts,
} from './notification-texts.js';

export { notificationKinds, type NotificationKind } from '@ghost/events';

/**
 * What an e-mail about a payment says, and to whom, in which language. Nothing the payer typed is
 * in it: anyone may submit a payment with anyone's address, and a name typed there would let a
 * stranger make the portal write their words to that address. The payer is greeted without a
 * name, and the texts are the portal's own (the reason of a failure the voucher's issuer gave
 * aside).
 */
export interface NotifiedPayment {
  paymentId: string;
  type: TransactionType;
  method: PaymentMethod;
  amount: Money;
  email: string;
  /** The payer's language tag as the portal knew it; English when unknown. */
  language: string | null;
  /** Why it failed, for a failure e-mail. */
  failureReason?: string | null;
}

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in an e-mail text`);
    return value;
  });

/** The subject and the body paragraphs (without greeting and signature) of one kind of e-mail. */
const contentOf = (
  kind: NotificationKind,
  payment: NotifiedPayment,
): { subject: NotificationTextKey; paragraphs: NotificationTextKey[] } => {
  switch (kind) {
    case 'submitted':
      return { subject: 'submitted.subject', paragraphs: ['submitted.body'] };
    case 'verified':
      return {
        subject: 'verified.subject',
        paragraphs:
          payment.type === 'ghost-eshop-pro'
            ? ['verified.body', 'verified.next']
            : ['verified.body'],
      };
    case 'completed':
      return payment.type === 'donation'
        ? { subject: 'donated.subject', paragraphs: ['donated.body'] }
        : { subject: 'completed.subject', paragraphs: ['completed.body'] };
    case 'failed':
      return {
        subject: 'failed.subject',
        paragraphs: payment.failureReason ? ['failed.body', 'failed.reason'] : ['failed.body'],
      };
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown notification ${String(unknown)}`);
    }
  }
};

/**
 * The e-mail about a payment, in the payer's language (English when the portal does not speak
 * it): a plain text part and the same as simple HTML, with the payment ID and its tracking link.
 */
export const composePaymentNotification = (
  kind: NotificationKind,
  payment: NotifiedPayment,
  trackingBaseUrl: string,
): MailMessage => {
  const language = mailLanguageOf(payment.language);
  const texts: NotificationTexts = notificationTexts[language];
  const trackingUrl = new URL(
    `track/${encodeURIComponent(payment.paymentId)}`,
    trackingBaseUrl.endsWith('/') ? trackingBaseUrl : `${trackingBaseUrl}/`,
  ).toString();
  const values: Record<string, string> = {
    paymentId: payment.paymentId,
    trackingUrl,
    // The portal's one way of writing an amount, the web's too.
    amount: formatMoney(toMajor(payment.amount), payment.amount.currency, language),
    method: texts[`method.${payment.method}`],
    reason: payment.failureReason ?? '',
  };
  const say = (key: NotificationTextKey) => fill(texts[key], values);
  const { subject, paragraphs } = contentOf(kind, payment);
  const greeting = say('greetingAnonymous');
  const body = paragraphs.map(say);
  const text = [
    greeting,
    '',
    ...body,
    '',
    say('paymentId'),
    say('track'),
    '',
    say('signature'),
    '',
    '--',
    say('footer'),
    '',
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const trackLine = escapeHtml(say('track')).replace(
    escapeHtml(trackingUrl),
    `<a href="${escapeHtml(trackingUrl)}">${escapeHtml(trackingUrl)}</a>`,
  );
  const html = [
    `<!doctype html><html lang="${language}"><body>`,
    paragraph(greeting),
    ...body.map(paragraph),
    paragraph(say('paymentId')),
    `<p>${trackLine}</p>`,
    paragraph(say('signature')),
    `<hr><p><small>${escapeHtml(say('footer'))}</small></p>`,
    '</body></html>',
  ].join('\n');
  return { to: payment.email, subject: say(subject), text, html };
};
