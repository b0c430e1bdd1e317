import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createFulfilmentReceiverSandbox,
  fulfilmentReceiverPath,
  listenSandbox,
  type RunningSandbox,
} from '@ghost/command-api';
import { streams, type StoredEvent } from '@ghost/events';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { fakeClock, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { cryptoSubscription } from '../support/payment-requests.js';
import { addFault, clearFaults, webhooksFor } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const clock = fakeClock();
let portal: TestPortal;
let admin: SignedInAdmin;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now, env: { FULFILMENT_TIMEOUT_MS: '1000' } });
  admin = await signedInAdmin(portal, 'admin');
});
afterEach(async () => {
  await clearFaults(portal, 'fulfilment');
});
afterAll(async () => {
  await portal.destroy();
});

const submitted = async (on: TestPortal) => {
  const body = cryptoSubscription();
  expect((await request(on.url, 'POST', '/api/transactions', body)).status).toBe(201);
  return body.payment_id;
};
const verify = (on: TestPortal, paymentId: string, who: SignedInAdmin) =>
  request(on.url, 'POST', `/api/transactions/${paymentId}/verify-payment`, undefined, who.headers);
const eventsOf = async (on: TestPortal, paymentId: string): Promise<StoredEvent[]> => {
  await on.outboxes.settled();
  return on.eventStore.readStream(streams.transaction(paymentId));
};
const webhookEvents = async (on: TestPortal, paymentId: string) =>
  (await eventsOf(on, paymentId))
    .filter((e) => e.type.startsWith('SubscriptionWebhook') || e.type === 'SubscriptionUpdated')
    .map((e) => [e.type, e.data]);
const requestIdOf = async (on: TestPortal, paymentId: string) =>
  (
    (await on.eventStore.readStream(streams.transaction(paymentId))).find(
      (e) => e.type === 'SubscriptionUpdateRequested',
    )?.data as { requestId: string }
  ).requestId;

describe('the subscription of a verified PRO payment', () => {
  it('is sent to the fulfilment service by itself, signed, and completes the payment', async () => {
    const paymentId = await submitted(portal);
    expect((await verify(portal, paymentId, admin)).body.status).toBe(
      'pending_subscription_update',
    );
    const requestId = await requestIdOf(portal, paymentId);
    expect(await webhookEvents(portal, paymentId)).toEqual([
      [
        'SubscriptionWebhookDelivered',
        { requestId, status: 200, response: expect.stringContaining(requestId), attempt: 1 },
      ],
      ['SubscriptionUpdated', { by: 'fulfilment', notes: null }],
    ]);
    const [webhook] = await webhooksFor(portal, paymentId);
    expect(webhook).toMatchObject({ eventId: requestId, signature: { valid: true } });
    const tracked = await request(
      portal.url,
      'GET',
      `/api/transactions/track/${paymentId}`,
      undefined,
      {
        'x-log-position': String(await portal.eventStore.headPosition()),
      },
    );
    expect(tracked.body).toMatchObject({ status: 'completed', subscriptionUpdated: true });
    const check = await request(
      portal.url,
      'POST',
      `/api/payments/check-subscription-status/${paymentId}`,
      undefined,
      admin.headers,
    );
    expect(check.body.error.code).toBe('SUBSCRIPTION_ALREADY_UPDATED');
  });

  it('records a 5xx answer as an attempt to make again after the backoff; an admin check then delivers it', async () => {
    const paymentId = await submitted(portal);
    await addFault(portal, 'fulfilment', { status: 503, body: 'maintenance' });
    await verify(portal, paymentId, admin);
    const requestId = await requestIdOf(portal, paymentId);
    expect(await webhookEvents(portal, paymentId)).toEqual([
      [
        'SubscriptionWebhookFailed',
        {
          requestId,
          status: 503,
          response: 'maintenance',
          error: 'HTTP 503',
          retryable: true,
          attempt: 1,
          // FULFILMENT_RETRY_INITIAL_MS: 30 s after the attempt.
          nextAttemptAt: new Date(clock.now().getTime() + seconds(30)).toISOString(),
        },
      ],
    ]);
    await clearFaults(portal, 'fulfilment');
    const check = await request(
      portal.url,
      'POST',
      `/api/payments/check-subscription-status/${paymentId}`,
      undefined,
      admin.headers,
    );
    expect(check.body).toMatchObject({ status: 'webhook_sent', updated: true, error: null });
    expect((await webhooksFor(portal, paymentId)).map((w) => [w.eventId, w.answered])).toEqual([
      [requestId, 503],
      [requestId, 200],
    ]);
    expect(portal.outboxes.pending()['subscription-fulfilment']).toEqual([]);
  });

  it('records a receiver that does not answer in time as a timeout to retry, without holding up the verification', async () => {
    const paymentId = await submitted(portal);
    await addFault(portal, 'fulfilment', { delayMs: 5000, times: 1 });
    const verified = await verify(portal, paymentId, admin);
    expect(verified.status).toBe(200);
    // Answered while the delivery waits for the receiver: nothing about it is recorded yet.
    const atAnswer = await portal.eventStore.readStream(streams.transaction(paymentId));
    expect(atAnswer.map((e) => e.type)).toEqual([
      'PaymentSubmitted',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
    ]);
    expect(await webhookEvents(portal, paymentId)).toEqual([
      [
        'SubscriptionWebhookFailed',
        expect.objectContaining({
          status: null,
          response: null,
          error: 'fulfilment webhook: no answer within 1000 ms',
          retryable: true,
          attempt: 1,
          nextAttemptAt: expect.any(String),
        }),
      ],
    ]);
  });
});

describe('a fulfilment service of our configuration', () => {
  let receiver: RunningSandbox;
  let elsewhere: TestPortal | undefined;
  afterEach(async () => {
    await elsewhere?.destroy();
    elsewhere = undefined;
    await receiver.close();
  });

  it('that cannot check our signature refuses it: recorded as final, never tried again', async () => {
    // A receiver that holds another key than the portal signs with.
    receiver = await listenSandbox(
      createFulfilmentReceiverSandbox({ secret: Buffer.from('the receiver holds another key!!') })
        .app,
    );
    elsewhere = await startTestPortal({
      env: {
        FULFILMENT_WEBHOOK: 'http',
        FULFILMENT_URL: `${receiver.url}${fulfilmentReceiverPath}`,
        FULFILMENT_SECRET: 'the portal signs with this key!!!',
        ALLOW_SANDBOXES: 'card,vouchers,mail',
      },
    });
    const paymentId = await submitted(elsewhere);
    await verify(elsewhere, paymentId, await signedInAdmin(elsewhere, 'admin'));
    expect(await webhookEvents(elsewhere, paymentId)).toEqual([
      [
        'SubscriptionWebhookFailed',
        expect.objectContaining({
          status: 401,
          response: '{"error":"signature mismatch"}',
          error: 'HTTP 401',
          retryable: false,
          attempt: 1,
          nextAttemptAt: null,
        }),
      ],
    ]);
    expect(elsewhere.outboxes.pending()['subscription-fulfilment']).toEqual([]);
  });
});

describe('a delivery the fulfilment service failed', () => {
  it('survives a restart: made again from the log, delivered and recorded, and never sent twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghost-fulfilment-restart-'));
    const time = fakeClock();
    try {
      const first = await startTestPortal({ dataDir, clock: time.now });
      const paymentId = await submitted(first);
      await addFault(first, 'fulfilment', { status: 503 });
      await verify(first, paymentId, await signedInAdmin(first, 'admin'));
      expect((await webhookEvents(first, paymentId)).map(([type]) => type)).toEqual([
        'SubscriptionWebhookFailed',
      ]);
      await first.stop();

      // A new process, with its own receiver, once the retry is due.
      time.advance(seconds(31));
      const second = await startTestPortal({ dataDir, clock: time.now });
      const events = await webhookEvents(second, paymentId);
      expect(events.map(([type, data]) => [type, (data as { attempt?: number }).attempt])).toEqual([
        ['SubscriptionWebhookFailed', 1],
        ['SubscriptionWebhookDelivered', 2],
        ['SubscriptionUpdated', undefined],
      ]);
      expect(await webhooksFor(second, paymentId)).toEqual([
        expect.objectContaining({ signature: { valid: true }, answered: 200 }),
      ]);
      await second.stop();

      const third = await startTestPortal({ dataDir, clock: time.now });
      await third.outboxes.settled();
      expect(await webhooksFor(third, paymentId)).toEqual([]);
      await third.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
