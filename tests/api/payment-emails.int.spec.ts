import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams, type StoredEvent } from '@ghost/events';
import { signedInAdmin, stepUp, type SignedInAdmin } from '../support/admins.js';
import { fakeClock, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { emailsAbout } from '../support/mail-outbox.js';
import {
  cryptoDonation,
  cryptoSubscription,
  voucherSubscription,
} from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const clock = fakeClock();
let portal: TestPortal;
let root: SignedInAdmin;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
  root = await signedInAdmin(portal, 'super_admin');
});
afterAll(async () => {
  await portal.destroy();
});

const notifications = async (
  on: TestPortal,
  who: SignedInAdmin,
  values: Record<string, string>,
) => {
  // Who is told of payments changes from a session raised by a step-up only.
  await stepUp(on, who);
  const answer = await request(on.url, 'PUT', '/api/settings', values, who.headers);
  expect(answer.status).toBe(200);
};
const allOn = {
  notifications_email: 'true',
  notifications_payment: 'true',
  notifications_failure: 'true',
};
const submit = async (on: TestPortal, body: { payment_id: string }) => {
  expect((await request(on.url, 'POST', '/api/transactions', body)).status).toBe(201);
  return body.payment_id;
};
const act = (paymentId: string, name: string, body?: unknown) =>
  request(portal.url, 'POST', `/api/transactions/${paymentId}/${name}`, body, root.headers);
const eventsOf = async (on: TestPortal, paymentId: string): Promise<StoredEvent[]> => {
  await on.outboxes.settled();
  return on.eventStore.readStream(streams.transaction(paymentId));
};
const sentOf = async (on: TestPortal, paymentId: string) =>
  (await eventsOf(on, paymentId))
    .filter((e) => e.type.startsWith('PaymentNotification'))
    .map((e) => [e.type, e.data]);
/** The e-mails about a payment, once the background work is done. */
const mailsAbout = async (on: TestPortal, paymentId: string) => {
  await on.outboxes.settled();
  return emailsAbout(on.dataDir, paymentId);
};
const subjectsAbout = async (on: TestPortal, paymentId: string) =>
  (await mailsAbout(on, paymentId)).map((mail) => mail.subject);

describe("the payer's e-mails", () => {
  it('are sent on submission, in the language given with the payment, and recorded', async () => {
    await notifications(portal, root, allOn);
    const paymentId = await submit(portal, cryptoSubscription({ language: 'fr' }));
    const [submitted] = await eventsOf(portal, paymentId);
    const mails = await mailsAbout(portal, paymentId);
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'player@example.com',
        subject: `Nous avons reçu votre paiement ${paymentId}`,
        language: 'fr',
      }),
    ]);
    expect(mails[0]?.text).toContain(`http://localhost:${portal.port}/track/${paymentId}`);
    expect(await sentOf(portal, paymentId)).toEqual([
      [
        'PaymentNotificationSent',
        {
          notification: 'submitted',
          forEventId: submitted?.metadata.eventId,
          language: 'fr',
          attempt: 1,
        },
      ],
    ]);
  });

  it('follow a PRO payment through verification and completion, in English by default', async () => {
    await notifications(portal, root, allOn);
    const paymentId = await submit(portal, cryptoSubscription());
    await act(paymentId, 'verify-payment');
    // The fulfilment service grants the subscription by itself: the completion e-mail follows.
    expect(await subjectsAbout(portal, paymentId)).toEqual([
      `We received your payment ${paymentId}`,
      `Your payment ${paymentId} is verified`,
      'Your PRO subscription is active',
    ]);
    expect((await sentOf(portal, paymentId)).map(([, data]) => data)).toEqual([
      expect.objectContaining({ notification: 'submitted', language: 'en' }),
      expect.objectContaining({ notification: 'verified', language: 'en' }),
      expect.objectContaining({ notification: 'completed', language: 'en' }),
    ]);
  });

  it('thank a donor once the donation is verified', async () => {
    await notifications(portal, root, allOn);
    const paymentId = await submit(
      portal,
      cryptoDonation({ userEmail: 'donor@example.com', language: 'de' }),
    );
    await act(paymentId, 'verify-payment');
    expect(await subjectsAbout(portal, paymentId)).toEqual([
      `Wir haben Ihre Zahlung ${paymentId} erhalten`,
      'Vielen Dank für Ihre Spende',
    ]);
  });

  it("tell of a failure, with the issuer's reason for a rejected voucher but never an admin's note", async () => {
    await notifications(portal, root, allOn);
    const voucher = await submit(
      portal,
      voucherSubscription({ language: 'es' }, { code: 'SANDBOXUSED00001', pin: undefined }),
    );
    const failedByAdmin = await submit(portal, cryptoSubscription());
    await act(failedByAdmin, 'mark-failed', { reason: 'internal: flagged by the fraud desk' });
    const [, rejected] = await mailsAbout(portal, voucher);
    expect(rejected?.subject).toBe(`Hay un problema con su pago ${voucher}`);
    expect(rejected?.text).toContain('This voucher code was already redeemed.');
    const [, failed] = await mailsAbout(portal, failedByAdmin);
    expect(failed?.subject).toBe(`There is a problem with your payment ${failedByAdmin}`);
    expect(failed?.text).not.toContain('fraud desk');
  });

  it('honour the switches: none with notifications_email off, no failure e-mail with notifications_failure off', async () => {
    await notifications(portal, root, { ...allOn, notifications_email: 'false' });
    const silent = await submit(portal, cryptoSubscription());
    await act(silent, 'mark-failed', { reason: 'not on chain' });
    expect(await subjectsAbout(portal, silent)).toEqual([]);
    expect(await sentOf(portal, silent)).toEqual([]);

    await notifications(portal, root, { ...allOn, notifications_failure: 'false' });
    const noFailure = await submit(portal, cryptoSubscription());
    await act(noFailure, 'mark-failed', { reason: 'not on chain' });
    expect(await subjectsAbout(portal, noFailure)).toEqual([
      `We received your payment ${noFailure}`,
    ]);
  });

  it('are sent only to a payer who gave an address', async () => {
    await notifications(portal, root, allOn);
    const paymentId = await submit(portal, cryptoDonation());
    await act(paymentId, 'verify-payment');
    expect(await sentOf(portal, paymentId)).toEqual([]);
  });

  it('refuse a language the portal does not speak', async () => {
    const answer = await request(
      portal.url,
      'POST',
      '/api/transactions',
      cryptoSubscription({ language: 'it' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'language' });
  });
});

describe('an e-mail the mail server did not take', () => {
  it('is recorded, holds back the later e-mails of its payment, is sent after a restart once due, and never twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghost-mail-restart-'));
    const time = fakeClock();
    // A port nobody listens on: the mail server refuses the connection.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) =>
      closed.close(() => {
        resolve();
      }),
    );
    try {
      const first = await startTestPortal({
        dataDir,
        clock: time.now,
        env: {
          MAIL_TRANSPORT: 'smtp',
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(port),
          SMTP_TIMEOUT_MS: '2000',
          ALLOW_SANDBOXES: 'card,fulfilment,vouchers',
        },
      });
      const firstRoot = await signedInAdmin(first, 'super_admin');
      await notifications(first, firstRoot, allOn);
      const paymentId = await submit(first, cryptoSubscription());
      await request(
        first.url,
        'POST',
        `/api/transactions/${paymentId}/mark-failed`,
        { reason: 'not on chain' },
        firstRoot.headers,
      );
      // The failure e-mail waits behind the submission's, which waits for its retry.
      expect(await sentOf(first, paymentId)).toEqual([
        [
          'PaymentNotificationFailed',
          {
            notification: 'submitted',
            forEventId: expect.any(String),
            attempt: 1,
            error: expect.stringContaining('ECONNREFUSED'),
            nextAttemptAt: new Date(time.now().getTime() + seconds(60)).toISOString(),
          },
        ],
      ]);
      await first.stop();

      // The mail works again (the sandbox here), and the retry is due.
      time.advance(seconds(61));
      const second = await startTestPortal({ dataDir, clock: time.now });
      expect(
        (await sentOf(second, paymentId)).map(([type, data]) => [
          type,
          (data as { notification: string }).notification,
        ]),
      ).toEqual([
        ['PaymentNotificationFailed', 'submitted'],
        ['PaymentNotificationSent', 'submitted'],
        ['PaymentNotificationSent', 'failed'],
      ]);
      expect(await subjectsAbout(second, paymentId)).toEqual([
        `We received your payment ${paymentId}`,
        `There is a problem with your payment ${paymentId}`,
      ]);
      await second.stop();

      const third = await startTestPortal({ dataDir, clock: time.now });
      await third.outboxes.settled();
      expect(await subjectsAbout(third, paymentId)).toHaveLength(2);
      await third.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
