import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { streams, type StoredEvent } from '@ghost/events';
import type { AdminTransactionDetail, PaymentTimeline } from '@ghost/events/contract';
import { fakeClock, seconds } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { voucherSubscription } from '../support/payment-requests.js';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { addFault } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

/** What the system writes when it verifies a voucher with automatic processing on. */
const automaticNotes =
  'Verified automatically: the voucher was redeemed with its issuer for at least the price, and automatic processing is on';

const given = portalWithAdmin('super_admin');

/** Turns the General Settings switch on or off, as a super admin saves it. */
const autoProcess = async (on: TestPortal, who: SignedInAdmin, value: 'true' | 'false') => {
  const saved = await request(
    on.url,
    'PUT',
    '/api/settings',
    { security_auto_process: value },
    who.headers,
  );
  expect(saved.status).toBe(200);
};
/** Submits a voucher payment; the issuer's check runs after the answer, in the background. */
const submitVoucher = async (on: TestPortal, code: string) => {
  const body = voucherSubscription({}, { code, pin: undefined });
  expect((await request(on.url, 'POST', '/api/transactions', body)).status).toBe(201);
  return body.payment_id;
};
const eventsOf = async (on: TestPortal, paymentId: string): Promise<StoredEvent[]> => {
  await on.outboxes.settled();
  return on.eventStore.readStream(streams.transaction(paymentId));
};
/** A GET on the read side that sees everything written so far. */
const read = async (on: TestPortal, path: string, who?: SignedInAdmin) =>
  (
    await request(on.url, 'GET', path, undefined, {
      ...who?.headers,
      'x-log-position': String(await on.eventStore.headPosition()),
    })
  ).body;

describe('automatic processing of vouchers (security_auto_process)', () => {
  it('with the switch on, has the system verify a voucher redeemed for the price, and the subscription is requested and fulfilled', async () => {
    await autoProcess(given.portal, given.admin, 'true');
    const paymentId = await submitVoucher(given.portal, 'SANDBOXVALID0001');
    const events = await eventsOf(given.portal, paymentId);
    expect(events.map((e) => e.type)).toEqual([
      'PaymentSubmitted',
      'VoucherRedeemed',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
      'SubscriptionWebhookDelivered',
      'SubscriptionUpdated',
    ]);
    const verified = events[2];
    expect(verified?.data).toEqual({ by: 'system', notes: automaticNotes });
    expect(verified?.metadata.actor).toEqual({ kind: 'system', id: 'voucher-check' });
    expect(events[3]?.data).toMatchObject({
      username: 'player_one',
      subscriptionDuration: '3_months',
    });

    expect(await read(given.portal, `/api/transactions/track/${paymentId}`)).toMatchObject({
      status: 'completed',
      paymentVerified: true,
      subscriptionUpdated: true,
    });
    const detail = (await read(
      given.portal,
      `/api/transactions/${paymentId}`,
      given.admin,
    )) as AdminTransactionDetail;
    expect(detail.logs.find((line) => line.action === 'payment_verified')).toMatchObject({
      details: automaticNotes,
      admin_username: null,
    });
    const timeline = (await read(
      given.portal,
      `/api/audit/payments/${paymentId}/timeline`,
      given.admin,
    )) as PaymentTimeline;
    const verifiedEntry = timeline.entries.find((entry) => entry.event.type === 'PaymentVerified');
    expect(verifiedEntry?.event.actor).toMatchObject({ kind: 'system', id: 'voucher-check' });
    expect(verifiedEntry?.why).toBe(automaticNotes);
    expect(verifiedEntry?.payment.status).toBe('pending_subscription_update');
  });

  it("with the switch off, redeems a voucher its issuer confirms and leaves it awaiting the team's verification", async () => {
    await autoProcess(given.portal, given.admin, 'false');
    const paymentId = await submitVoucher(given.portal, 'SANDBOXVALID0002');
    expect((await eventsOf(given.portal, paymentId)).map((e) => [e.type, e.data])).toEqual([
      ['PaymentSubmitted', expect.anything()],
      ['VoucherRedeemed', expect.objectContaining({ attempt: 1, coversPrice: true })],
    ]);
    expect(await read(given.portal, `/api/transactions/track/${paymentId}`)).toMatchObject({
      status: 'pending_payment_verification',
      paymentVerified: false,
    });
  });

  for (const value of ['true', 'false'] as const) {
    it(`fails a voucher its issuer does not know with the switch ${value === 'true' ? 'on' : 'off'}`, async () => {
      await autoProcess(given.portal, given.admin, value);
      const paymentId = await submitVoucher(
        given.portal,
        `NOSUCHVOUCHER${value === 'true' ? '111' : '222'}`,
      );
      expect((await eventsOf(given.portal, paymentId)).map((e) => [e.type, e.data])).toEqual([
        ['PaymentSubmitted', expect.anything()],
        ['VoucherRejected', { outcome: 'invalid', reason: 'Unknown voucher code.' }],
        ['PaymentFailed', { by: 'system', reason: 'Unknown voucher code.' }],
      ]);
      expect(await read(given.portal, `/api/transactions/track/${paymentId}`)).toMatchObject({
        status: 'failed',
        paymentVerified: false,
      });
    });
  }
});

describe('the switch a voucher check obeys', () => {
  it('is the one saved when the verdict is recorded, not when the voucher was submitted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghost-voucher-auto-'));
    const time = fakeClock();
    try {
      const first = await startTestPortal({ dataDir, clock: time.now });
      const admin = await signedInAdmin(first, 'super_admin');
      await autoProcess(first, admin, 'false');
      // The issuer cannot answer: the check is put off, the payment waits.
      await addFault(first, 'vouchers', { status: 503 });
      const paymentId = await submitVoucher(first, 'SANDBOXVALID0001');
      expect((await eventsOf(first, paymentId)).map((e) => e.type)).toEqual([
        'PaymentSubmitted',
        'VoucherCheckDeferred',
      ]);
      await autoProcess(first, admin, 'true');
      await first.stop();

      // Once the next check is due, a new process (its issuer answering) asks again.
      time.advance(seconds(61));
      const second = await startTestPortal({ dataDir, clock: time.now });
      const events = await eventsOf(second, paymentId);
      expect(events.slice(0, 4).map((e) => [e.type, e.data])).toEqual([
        ['PaymentSubmitted', expect.anything()],
        ['VoucherCheckDeferred', expect.objectContaining({ attempt: 1 })],
        ['VoucherRedeemed', expect.objectContaining({ attempt: 2, coversPrice: true })],
        ['PaymentVerified', { by: 'system', notes: automaticNotes }],
      ]);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
