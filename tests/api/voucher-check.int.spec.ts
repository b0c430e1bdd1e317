import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streams, type StoredEvent } from '@ghost/events';
import { signedInAdmin } from '../support/admins.js';
import { fakeClock, minutes, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { voucherSubscription } from '../support/payment-requests.js';
import { addFault, clearFaults, sandboxUrl } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

const clock = fakeClock();
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now, env: { VOUCHER_TIMEOUT_MS: '1000' } });
});
afterEach(async () => {
  await clearFaults(portal, 'vouchers');
});
afterAll(async () => {
  await portal.destroy();
});

/** Submits a voucher payment; the issuer's check runs after the answer, in the background. */
const submitVoucher = async (on: TestPortal, code: Record<string, unknown>) => {
  const body = voucherSubscription({}, { pin: undefined, ...code });
  const answer = await request(on.url, 'POST', '/api/transactions', body);
  expect(answer.status).toBe(201);
  return body.payment_id;
};
const eventsOf = async (on: TestPortal, paymentId: string): Promise<StoredEvent[]> => {
  await on.outboxes.settled();
  return on.eventStore.readStream(streams.transaction(paymentId));
};
const tracked = async (on: TestPortal, paymentId: string) =>
  (
    await request(on.url, 'GET', `/api/transactions/track/${paymentId}`, undefined, {
      'x-log-position': String(await on.eventStore.headPosition()),
    })
  ).body;
const issuerChecks = async () =>
  (await (await fetch(`${sandboxUrl(portal, 'vouchers')}/__sandbox/checks`)).json()) as {
    request: { code: string; pin: string | null; amount: string; currency: string };
    answer: { status: string };
  }[];

describe('the automatic check of a voucher code', () => {
  it('fails a payment whose code was already used, with the reason, and grants no subscription', async () => {
    const paymentId = await submitVoucher(portal, { code: 'SANDBOXUSED00001' });
    const events = await eventsOf(portal, paymentId);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['PaymentSubmitted', expect.anything()],
      ['VoucherRejected', { outcome: 'used', reason: 'This voucher code was already redeemed.' }],
      ['PaymentFailed', { by: 'system', reason: 'This voucher code was already redeemed.' }],
    ]);
    expect(events[1]?.metadata.actor).toEqual({ kind: 'system', id: 'voucher-check' });
    expect(await tracked(portal, paymentId)).toMatchObject({
      status: 'failed',
      paymentVerified: false,
      subscriptionUpdated: false,
    });
  });

  it('fails a payment whose code the issuer does not know', async () => {
    const paymentId = await submitVoucher(portal, { code: 'NOSUCHVOUCHER123' });
    expect((await eventsOf(portal, paymentId)).slice(1).map((e) => e.data)).toEqual([
      { outcome: 'invalid', reason: 'Unknown voucher code.' },
      { by: 'system', reason: 'Unknown voucher code.' },
    ]);
  });

  it('redeems a valid code and leaves it for the team to verify, having shown the issuer the PIN only for the check and the redemption', async () => {
    const paymentId = await submitVoucher(portal, {
      code: 'SANDBOX PIN0 0000 1',
      pin: '1234',
      amount: 25,
      currency: 'USD',
    });
    expect((await eventsOf(portal, paymentId)).map((e) => [e.type, e.data])).toEqual([
      ['PaymentSubmitted', expect.anything()],
      [
        'VoucherRedeemed',
        {
          attempt: 1,
          redemptionId: expect.stringMatching(/^RDM-/),
          value: { minor: 2500, currency: 'USD' },
          coversPrice: true,
        },
      ],
    ]);
    expect((await issuerChecks()).at(-1)).toEqual({
      request: {
        code: 'SANDBOXPIN000001',
        pin: '1234',
        type: 'PayPal',
        amount: '25.00',
        currency: 'USD',
      },
      answer: { status: 'valid' },
    });
    expect(await tracked(portal, paymentId)).toMatchObject({
      status: 'pending_payment_verification',
    });
    const admin = await signedInAdmin(portal, 'admin');
    const verified = await request(
      portal.url,
      'POST',
      `/api/transactions/${paymentId}/verify-payment`,
      undefined,
      admin.headers,
    );
    expect(verified.body.status).toBe('pending_subscription_update');
  });

  it('records an issuer that answers 5xx as no verdict, to ask again after the backoff; the payment waits', async () => {
    await addFault(portal, 'vouchers', { status: 503, times: 1 });
    const paymentId = await submitVoucher(portal, { code: 'NOSUCHVOUCHER456' });
    expect((await eventsOf(portal, paymentId)).map((e) => [e.type, e.data])).toEqual([
      ['PaymentSubmitted', expect.anything()],
      [
        'VoucherCheckDeferred',
        {
          attempt: 1,
          reason: 'voucher issuer: answered HTTP 503',
          nextAttemptAt: new Date(clock.now().getTime() + minutes(1)).toISOString(),
        },
      ],
    ]);
    expect(await tracked(portal, paymentId)).toMatchObject({
      status: 'pending_payment_verification',
    });
  });

  it('records an issuer that does not answer in time as no verdict, without holding up the submission', async () => {
    await addFault(portal, 'vouchers', { delayMs: 5000, times: 1 });
    const paymentId = await submitVoucher(portal, { code: 'NOSUCHVOUCHER789' });
    // Answered while the check waits for the issuer.
    expect(
      (await portal.eventStore.readStream(streams.transaction(paymentId))).map((e) => e.type),
    ).toEqual(['PaymentSubmitted']);
    expect((await eventsOf(portal, paymentId))[1]?.data).toMatchObject({
      attempt: 1,
      reason: 'voucher issuer: no answer within 1000 ms',
    });
  });
});

describe('a voucher check the issuer could not answer', () => {
  it('survives a restart: asked again from the log once due, and its verdict recorded', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghost-voucher-restart-'));
    const time = fakeClock();
    try {
      const first = await startTestPortal({ dataDir, clock: time.now });
      await addFault(first, 'vouchers', { status: 500 });
      const paymentId = await submitVoucher(first, { code: 'SANDBOXVALID0001' });
      expect((await eventsOf(first, paymentId)).map((e) => e.type)).toEqual([
        'PaymentSubmitted',
        'VoucherCheckDeferred',
      ]);
      await first.stop();

      time.advance(seconds(61));
      const second = await startTestPortal({ dataDir, clock: time.now });
      expect((await eventsOf(second, paymentId)).map((e) => [e.type, e.data])).toEqual([
        ['PaymentSubmitted', expect.anything()],
        ['VoucherCheckDeferred', expect.objectContaining({ attempt: 1 })],
        ['VoucherRedeemed', expect.objectContaining({ attempt: 2, coversPrice: true })],
      ]);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
