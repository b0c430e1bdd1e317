import { describe, expect, it } from 'vitest';
import { notificationAllowed } from './notification-settings.js';
import { notificationTexts } from './notification-texts.js';
import { composePaymentNotification, type NotifiedPayment } from './payment-notification.js';

const subscription: NotifiedPayment = {
  paymentId: 'GHOST-1732291234567-AB12CD34EF56GH78IJKL',
  type: 'ghost-eshop-pro',
  method: 'crypto',
  amount: { minor: 1200, currency: 'USD' },
  email: 'player1@example.com',
  language: 'en',
};
const tracking = 'https://pay.example/';

describe('composing the payment e-mails', () => {
  it('tells the payer their payment was received, with its ID and tracking link', () => {
    const mail = composePaymentNotification('submitted', subscription, tracking);
    expect(mail.to).toBe('player1@example.com');
    expect(mail.subject).toBe('We received your payment GHOST-1732291234567-AB12CD34EF56GH78IJKL');
    expect(mail.text).toContain('Hello,');
    expect(mail.text).toContain('your cryptocurrency payment of $12.00');
    expect(mail.text).toContain(
      'https://pay.example/track/GHOST-1732291234567-AB12CD34EF56GH78IJKL',
    );
    expect(mail.html).toContain(
      '<a href="https://pay.example/track/GHOST-1732291234567-AB12CD34EF56GH78IJKL">',
    );
  });

  it("writes in the payer's language, with amounts as that language writes them", () => {
    const french = composePaymentNotification(
      'submitted',
      { ...subscription, language: 'fr-FR', amount: { minor: 1250, currency: 'EUR' } },
      tracking,
    );
    expect(french.subject).toBe(
      'Nous avons reçu votre paiement GHOST-1732291234567-AB12CD34EF56GH78IJKL',
    );
    expect(french.text).toContain('12,50\u00a0€');
    const japanese = composePaymentNotification(
      'completed',
      { ...subscription, language: 'ja', amount: { minor: 1200, currency: 'JPY' } },
      tracking,
    );
    expect(japanese.subject).toBe('PRO サブスクリプションが有効になりました');
    expect(japanese.text).toContain('¥1,200');
    expect(japanese.text).not.toContain('￥');
    expect(japanese.html).toContain('<html lang="ja">');
  });

  it('writes every amount as the web does: the symbol of USD, EUR and JPY, never US$ or $US', () => {
    const amountIn = (language: string, currency: string, minor: number) =>
      composePaymentNotification(
        'submitted',
        { ...subscription, language, amount: { minor, currency } },
        tracking,
      ).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(amountIn('fr', 'USD', 500)).toContain('5,00 $');
    expect(amountIn('fr', 'USD', 500)).not.toContain('$US');
    expect(amountIn('es', 'USD', 500)).toContain('5,00 $');
    expect(amountIn('es', 'USD', 500)).not.toContain('US$');
    expect(amountIn('pl', 'USD', 500)).toContain('5,00 $');
    expect(amountIn('pl', 'USD', 500)).not.toContain('USD');
    expect(amountIn('de', 'EUR', 1250)).toContain('12,50 €');
    expect(amountIn('pt', 'USD', 1200)).toContain('$ 12,00');
  });

  it('falls back to English for a language the portal does not speak', () => {
    const mail = composePaymentNotification(
      'verified',
      { ...subscription, language: 'zh' },
      tracking,
    );
    expect(mail.subject).toBe('Your payment GHOST-1732291234567-AB12CD34EF56GH78IJKL is verified');
  });

  it('announces the activation after verifying a subscription, but not after a donation', () => {
    expect(composePaymentNotification('verified', subscription, tracking).text).toContain(
      'activating your PRO subscription',
    );
    const donation = { ...subscription, type: 'donation' as const };
    const verified = composePaymentNotification('verified', donation, tracking);
    expect(verified.text).not.toContain('subscription');
    expect(verified.text).toContain('Hello,');
    expect(composePaymentNotification('completed', donation, tracking).subject).toBe(
      'Thank you for your donation',
    );
  });

  it('gives the reason of a failure when there is one, and sends the payer to support', () => {
    const mail = composePaymentNotification(
      'failed',
      {
        ...subscription,
        method: 'alternative-rewarble',
        failureReason: 'The voucher code has already been used.',
      },
      tracking,
    );
    expect(mail.text).toContain('Please contact support');
    expect(mail.text).toContain('Reason: The voucher code has already been used.');
    expect(composePaymentNotification('failed', subscription, tracking).text).not.toContain(
      'Reason:',
    );
  });

  it('greets the payer without a name in every language: nothing the payer typed is written to the address', () => {
    for (const language of ['en', 'fr', 'es', 'de', 'ru', 'ja', 'pt', 'pl']) {
      const mail = composePaymentNotification('submitted', { ...subscription, language }, tracking);
      const [greeting] = mail.text.split('\n');
      expect(greeting, language).toBe(notificationTexts[language as 'en'].greetingAnonymous);
    }
  });

  it('escapes the texts of the HTML part', () => {
    const mail = composePaymentNotification(
      'failed',
      { ...subscription, failureReason: '<script>x</script>' },
      tracking,
    );
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('the notification settings', () => {
  const all = {
    notifications_email: 'true',
    notifications_payment: 'true',
    notifications_failure: 'true',
  };

  it('sends every e-mail when all three settings are on', () => {
    for (const kind of ['submitted', 'verified', 'completed', 'failed'] as const) {
      expect(notificationAllowed(kind, all)).toBe(true);
    }
  });

  it('sends nothing when e-mail notifications are off', () => {
    expect(notificationAllowed('submitted', { ...all, notifications_email: 'false' })).toBe(false);
    expect(notificationAllowed('failed', { ...all, notifications_email: 'false' })).toBe(false);
  });

  it('lets payment notifications govern received, verified and completed, and failure ones the failure', () => {
    const noPayment = { ...all, notifications_payment: 'false' };
    expect(notificationAllowed('submitted', noPayment)).toBe(false);
    expect(notificationAllowed('completed', noPayment)).toBe(false);
    expect(notificationAllowed('failed', noPayment)).toBe(true);
    const noFailure = { ...all, notifications_failure: 'false' };
    expect(notificationAllowed('failed', noFailure)).toBe(false);
    expect(notificationAllowed('verified', noFailure)).toBe(true);
  });

  it('takes a setting as on only when it is the text true', () => {
    expect(notificationAllowed('submitted', {})).toBe(false);
    expect(notificationAllowed('submitted', { ...all, notifications_payment: 'TRUE' })).toBe(false);
    expect(notificationAllowed('submitted', { ...all, notifications_email: null })).toBe(false);
  });
});
