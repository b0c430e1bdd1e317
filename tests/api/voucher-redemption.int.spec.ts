import { describe, expect, it } from 'vitest';
import { streams, type StoredEvent } from '@ghost/events';
import { request } from '../support/http.js';
import { newVoucherCode, voucherSubscription } from '../support/payment-requests.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';
import { sandboxUrl } from '../support/sandboxes.js';

/*
 * A voucher pays only in the price's currency and for at least the price, and is spent with its
 * issuer before the system verifies anything: a cheap voucher buys nothing, and a code pays once.
 */
const given = portalWithAdmin('super_admin');

const post = (body: unknown) => request(given.portal.url, 'POST', '/api/transactions', body);
/** The lifetime plan by voucher: 170 USD at the card price. */
const lifetime = (code: Record<string, unknown>) =>
  voucherSubscription(
    { amount: 170, subscriptionDuration: 'lifetime' },
    { pin: undefined, ...code },
  );
const eventsOf = async (paymentId: string): Promise<StoredEvent[]> => {
  await given.portal.outboxes.settled();
  return given.portal.eventStore.readStream(streams.transaction(paymentId));
};
const autoProcess = async (value: 'true' | 'false') => {
  const saved = await request(
    given.portal.url,
    'PUT',
    '/api/settings',
    { security_auto_process: value },
    given.admin.headers,
  );
  expect(saved.status).toBe(200);
};
/** Refused, with the log's head where it was. */
const expectRefusedWritingNothing = async (
  body: unknown,
  code: string,
  field: string,
): Promise<void> => {
  await given.portal.outboxes.settled();
  const before = await given.portal.eventStore.headPosition();
  const answer = await post(body);
  expect(answer.status).toBe(400);
  expect(answer.body.error).toMatchObject({ code, field });
  expect(await given.portal.eventStore.headPosition()).toBe(before);
};

describe('a voucher worth less than the price, or in another currency', () => {
  it('is refused at submission: a 1 USD voucher for the 170 USD lifetime plan, nothing written', async () => {
    await expectRefusedWritingNothing(
      lifetime({ amount: 1, currency: 'USD' }),
      'VOUCHER_VALUE_TOO_LOW',
      'paymentCode.amount',
    );
    const answer = await post(lifetime({ amount: 169.99, currency: 'USD' }));
    expect(answer.body.error).toMatchObject({
      code: 'VOUCHER_VALUE_TOO_LOW',
      message: "The voucher's value must be at least the price.",
      price: { amount: 170, currency: 'USD' },
    });
  });

  it('is refused at submission: a 170 JPY voucher for a USD plan, nothing written', async () => {
    await expectRefusedWritingNothing(
      lifetime({ amount: 170, currency: 'JPY' }),
      'VOUCHER_CURRENCY_MISMATCH',
      'paymentCode.currency',
    );
  });
});

describe('a voucher worth the price', () => {
  it('is accepted, redeemed with its issuer, and verified by the system with automatic processing on', async () => {
    await autoProcess('true');
    const body = lifetime({ code: 'SANDBOXVALID0001', amount: 170, currency: 'USD' });
    expect((await post(body)).status).toBe(201);
    const events = await eventsOf(body.payment_id);
    expect(events.map((e) => e.type).slice(0, 4)).toEqual([
      'PaymentSubmitted',
      'VoucherRedeemed',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
    ]);
    expect(events[1]?.data).toMatchObject({
      value: { minor: 17000, currency: 'USD' },
      coversPrice: true,
    });
    expect(events[2]?.data).toMatchObject({ by: 'system' });
    const redemptions = (await (
      await fetch(`${sandboxUrl(given.portal, 'vouchers')}/__sandbox/redemptions`)
    ).json()) as { request: { code: string; reference: string }; answer: { status: string } }[];
    expect(redemptions.at(-1)).toMatchObject({
      request: { code: 'SANDBOXVALID0001', reference: body.payment_id },
      answer: { status: 'redeemed' },
    });
  });

  it('is refused when its code is submitted again, for ever: the portal keeps its reservation and the issuer says it is spent', async () => {
    const again = lifetime({ code: 'SANDBOXVALID0001', amount: 170, currency: 'USD' });
    const answer = await post(again);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('DUPLICATE_TXID');
  });

  it('fails when its issuer says it was already redeemed (spent elsewhere), even with automatic processing on', async () => {
    await autoProcess('true');
    // Spent with the issuer for something else before it reaches the portal.
    const spent = await fetch(`${sandboxUrl(given.portal, 'vouchers')}/vouchers/redeem`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: 'SANDBOXVALID0002',
        pin: null,
        type: 'PayPal',
        amount: '12.00',
        currency: 'USD',
        reference: 'ANOTHER-SHOP-ORDER-1',
      }),
    });
    expect(((await spent.json()) as { status: string }).status).toBe('redeemed');
    const body = voucherSubscription({}, { code: 'SANDBOXVALID0002', pin: undefined });
    expect((await post(body)).status).toBe(201);
    expect((await eventsOf(body.payment_id)).map((e) => [e.type, e.data])).toEqual([
      ['PaymentSubmitted', expect.anything()],
      ['VoucherRejected', { outcome: 'used', reason: 'This voucher code was already redeemed.' }],
      ['PaymentFailed', { by: 'system', reason: 'This voucher code was already redeemed.' }],
    ]);
  });

  it('whose claimed value its issuer does not confirm fails, and is never verified', async () => {
    await autoProcess('true');
    // The issuer knows SANDBOXFIVEUSD01 as worth 5 USD: a claim of 12 USD is not its value.
    const body = voucherSubscription({}, { code: 'SANDBOXFIVEUSD01', pin: undefined });
    expect((await post(body)).status).toBe(201);
    const events = await eventsOf(body.payment_id);
    expect(events.map((e) => e.type)).toEqual([
      'PaymentSubmitted',
      'VoucherRejected',
      'PaymentFailed',
    ]);
    expect(events[1]?.data).toMatchObject({ outcome: 'invalid' });
  });

  it('of an unknown code fails without anything being redeemed', async () => {
    const code = newVoucherCode();
    const body = voucherSubscription({}, { code, pin: undefined });
    expect((await post(body)).status).toBe(201);
    expect((await eventsOf(body.payment_id)).map((e) => e.type)).toEqual([
      'PaymentSubmitted',
      'VoucherRejected',
      'PaymentFailed',
    ]);
    const redemptions = (await (
      await fetch(`${sandboxUrl(given.portal, 'vouchers')}/__sandbox/redemptions`)
    ).json()) as { request: { code: string } }[];
    expect(redemptions.some((r) => r.request.code === code)).toBe(false);
  });
});
