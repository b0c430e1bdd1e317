import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@ghost/events';
import { signedInAdmin, stepUp } from '../support/admins.js';
import { request } from '../support/http.js';
import { emailsIn } from '../support/mail-outbox.js';
import { cryptoSubscription, submitPayment } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/*
 * Anyone can submit a payment with anyone's address and any name. The portal's e-mails echo
 * nothing the payer typed, and one address is sent only so many an hour: the portal cannot be
 * made to write a stranger's words, or a flood, to an inbox in its name.
 */
const perHour = 3;

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({
    env: { MAIL_PER_RECIPIENT_PER_HOUR: String(perHour), MAIL_PER_RECIPIENT_PER_DAY: '100' },
  });
  const root = await signedInAdmin(portal, 'super_admin');
  // Notification switches are a sensitive change: they ask for a raised session.
  await stepUp(portal, root);
  const on = await request(
    portal.url,
    'PUT',
    '/api/settings',
    { notifications_email: 'true', notifications_payment: 'true', notifications_failure: 'true' },
    root.headers,
  );
  expect(on.status).toBe(200);
});
afterAll(async () => {
  await portal.destroy();
});

const mailsTo = async (address: string) => {
  await portal.outboxes.settled();
  return (await emailsIn(portal.dataDir)).filter((mail) => mail.to === address);
};

describe("the payer's e-mails", () => {
  it('greet without the name typed with the payment, and hold none of it', async () => {
    const typed = 'Click https://evil.example to claim your prize';
    await submitPayment(
      portal,
      cryptoSubscription({ userUsername: typed, userEmail: 'someone@example.com', language: 'de' }),
    );
    const [mail] = await mailsTo('someone@example.com');
    expect(mail?.text.split('\n')[0]).toBe('Guten Tag,');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.subject).not.toContain('evil.example');
  });

  it('go to one address at most so many times an hour; the rest are recorded as not sent, never sent later', async () => {
    const victim = 'victim@example.com';
    const paymentIds: string[] = [];
    for (let n = 0; n < perHour + 2; n += 1) {
      paymentIds.push(await submitPayment(portal, cryptoSubscription({ userEmail: victim })));
    }
    expect(await mailsTo(victim)).toHaveLength(perHour);
    const withheld = [];
    for (const paymentId of paymentIds.slice(perHour)) {
      const events = await portal.eventStore.readStream(streams.transaction(paymentId));
      withheld.push(events.find((event) => event.type.startsWith('PaymentNotification')));
    }
    expect(withheld.map((event) => [event?.type, event?.data])).toEqual(
      withheld.map(() => [
        'PaymentNotificationFailed',
        expect.objectContaining({
          notification: 'submitted',
          error: 'not sent: the address has been sent its allowance of e-mails for now',
          nextAttemptAt: null,
        }),
      ]),
    );
    // Another address is not held back by the first one's allowance.
    await submitPayment(portal, cryptoSubscription({ userEmail: 'other@example.com' }));
    expect(await mailsTo('other@example.com')).toHaveLength(1);
  });
});
