import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { streams, type StoredEvent } from '@ghost/events';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { cardWallet, cryptoSubscription, openCardPayment } from '../support/payment-requests.js';
import {
  addFault,
  checkout,
  clearFaults,
  issuedWallets,
  webhooksFor,
} from '../support/sandboxes.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let admin: SignedInAdmin;
beforeAll(async () => {
  // Calls to the processor give up after 500 ms, so a hanging processor is quick to try.
  portal = await startTestPortal({ env: { PAYGATE_TIMEOUT_MS: '500' } });
  admin = await signedInAdmin(portal, 'admin');
});
afterEach(async () => {
  await clearFaults(portal, 'card');
});
afterAll(async () => {
  await portal.destroy();
});

const openCard = (overrides: Record<string, unknown> = {}) =>
  openCardPayment(portal.url, overrides);
const eventsOf = async (paymentId: string): Promise<StoredEvent[]> => {
  await portal.outboxes.settled();
  return portal.eventStore.readStream(streams.transaction(paymentId));
};
const typesOf = async (paymentId: string) => (await eventsOf(paymentId)).map((e) => e.type);
const tracked = async (paymentId: string) => {
  await portal.outboxes.settled();
  const head = await portal.eventStore.headPosition();
  const answer = await request(
    portal.url,
    'GET',
    `/api/transactions/track/${paymentId}`,
    undefined,
    {
      'x-log-position': String(head),
    },
  );
  return answer.body;
};
/** A callback as anyone may send it, through the portal's front door. */
const callback = (params: Record<string, string>) =>
  request(
    portal.url,
    'GET',
    `/api/payments/card/callback?${new URLSearchParams(params).toString()}`,
  );
const paygateVerify = (paymentId: string) =>
  request(
    portal.url,
    'POST',
    `/api/payments/card/paygate-verify/${paymentId}`,
    undefined,
    admin.headers,
  );

describe('paying on the card processor checkout', () => {
  it('verifies the payment automatically from the processor callback, and the subscription follows', async () => {
    const { paymentId, paymentUrl } = await openCard();
    const paid = await checkout(paymentUrl, 'pay');
    expect(paid.status).toBe(200);
    expect(paid.page).toContain('The shop was notified and answered HTTP 200.');

    const events = await eventsOf(paymentId);
    expect(events.map((e) => e.type)).toEqual([
      'CardPaymentStarted',
      'CardPaymentConfirmedByProvider',
      'PaymentVerified',
      'SubscriptionUpdateRequested',
      'SubscriptionWebhookDelivered',
      'SubscriptionUpdated',
    ]);
    const [, confirmed, verified] = events;
    expect(confirmed?.data).toEqual({
      valueCoin: '12.00',
      coin: 'polygon_usdc',
      txidOut: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
    expect(verified?.data).toEqual({ by: 'provider', notes: null });
    expect(verified?.metadata.actor).toMatchObject({ kind: 'provider', id: 'card-processor' });
    expect(events[4]?.data).toMatchObject({ status: 200, attempt: 1 });
    expect(await webhooksFor(portal, paymentId)).toEqual([
      expect.objectContaining({ signature: { valid: true }, answered: 200, duplicate: false }),
    ]);
    expect(await tracked(paymentId)).toMatchObject({
      paymentMethod: 'card',
      status: 'completed',
      paymentVerified: true,
      subscriptionUpdated: true,
    });
  });

  it('records nothing when the payer abandons the payment', async () => {
    const { paymentId, paymentUrl } = await openCard();
    expect((await checkout(paymentUrl, 'abandon')).page).toContain('Payment abandoned');
    expect(await typesOf(paymentId)).toEqual(['CardPaymentStarted']);
    expect(await tracked(paymentId)).toMatchObject({ status: 'pending_payment_verification' });
  });

  it("refuses and records a payment short of the amount owed; the admin's check then says paid but not updated", async () => {
    const { paymentId, paymentUrl } = await openCard();
    expect((await checkout(paymentUrl, 'pay', '3.00')).page).toContain('answered HTTP 403');
    const events = await eventsOf(paymentId);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['CardPaymentStarted', expect.anything()],
      [
        'CardCallbackRejected',
        {
          reason: 'wrong_amount',
          detail: 'paid 3.00, expected 12.00 USD',
          callback: {
            valueCoin: '3.00',
            coin: 'polygon_usdc',
            txidIn: expect.stringMatching(/^0x/),
            txidOut: expect.stringMatching(/^0x/),
          },
        },
      ],
    ]);

    const head = await portal.eventStore.headPosition();
    const check = await paygateVerify(paymentId);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      success: true,
      paymentId,
      payGateResponse: {
        status: 'paid',
        value_coin: '3.00',
        coin: 'polygon_usdc',
        txid_out: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      },
      transactionUpdated: false,
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_payment_verification',
      updateFailure: 'paid 3.00, expected 12.00 USD',
      position: null,
    });
    expect(await portal.eventStore.headPosition()).toBe(head);
  });

  it('refuses and records a replayed callback, verifying the payment once', async () => {
    const { paymentId, paymentUrl } = await openCard();
    await checkout(paymentUrl, 'pay');
    const token = (await eventsOf(paymentId))[0]?.data as { ipnToken: string };
    const wallet = (await issuedWallets(portal)).find((w) => w.ipnToken === token.ipnToken);
    const sent = new URL(wallet?.payment?.callback?.url ?? 'http://nowhere');
    const replay = await request(portal.url, 'GET', `${sent.pathname}${sent.search}`);
    expect(replay.status).toBe(403);
    expect(replay.body.error).toMatchObject({ code: 'CARD_CALLBACK_REJECTED', reason: 'replay' });
    const types = await typesOf(paymentId);
    expect(types.filter((type) => type === 'PaymentVerified')).toHaveLength(1);
    expect(types.at(-1)).toBe('CardCallbackRejected');
  });
});

describe('a callback that does not come from the processor', () => {
  it('is refused and recorded when its token was not made for the payment, and verifies nothing', async () => {
    const { paymentId } = await openCard();
    const forged = await callback({
      payment_id: paymentId,
      token: 'a-token-the-portal-never-made',
      value_coin: '12.00',
      coin: 'polygon_usdc',
      txid_out: '0xforged',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toEqual({
      code: 'CARD_CALLBACK_REJECTED',
      message: 'This payment notification was refused and recorded; it verifies nothing.',
      reason: 'unknown_token',
    });
    expect(Number(forged.headers.get('x-log-position'))).toBeGreaterThan(0);
    const events = await eventsOf(paymentId);
    expect(events.map((e) => e.type)).toEqual(['CardPaymentStarted', 'CardCallbackRejected']);
    expect(events[1]?.data).toMatchObject({
      reason: 'unknown_token',
      callback: { valueCoin: '12.00', txidOut: '0xforged' },
    });
    expect(events[1]?.metadata.actor).toMatchObject({ kind: 'provider', ip: expect.any(String) });
    expect(await tracked(paymentId)).toMatchObject({ status: 'pending_payment_verification' });
  });

  it('is refused, and not recorded, when it names no card payment: the log holds no invented payment', async () => {
    const crypto = cryptoSubscription();
    expect((await request(portal.url, 'POST', '/api/transactions', crypto)).status).toBe(201);
    const head = await portal.eventStore.headPosition();
    for (const named of [newPaymentId(), crypto.payment_id]) {
      const answer = await callback({ payment_id: named, token: 't', value_coin: '12.00' });
      expect(answer.status).toBe(403);
      expect(answer.body.error.reason).toBe('unknown_payment');
    }
    expect(await portal.eventStore.headPosition()).toBe(head);
    expect(await portal.eventStore.readStream(streams.unknownCardCallbacks())).toEqual([]);
    expect(await typesOf(crypto.payment_id)).toEqual(['PaymentSubmitted']);
  });

  it('is refused, and not recorded, when it names no payment at all', async () => {
    const head = await portal.eventStore.headPosition();
    const answer = await callback({ value_coin: '12.00' });
    expect(answer.status).toBe(403);
    expect(answer.body.error.reason).toBe('malformed');
    expect(await portal.eventStore.headPosition()).toBe(head);
  });
});

describe('a processor that fails', () => {
  it('makes the callback answer 503 and be recorded; the admin check verifies the payment later', async () => {
    const { paymentId, paymentUrl } = await openCard();
    await addFault(portal, 'card', { status: 503, times: 1 });
    expect((await checkout(paymentUrl, 'pay')).page).toContain('answered HTTP 503');
    const events = await eventsOf(paymentId);
    expect(events.map((e) => e.type)).toEqual(['CardPaymentStarted', 'CardCallbackRejected']);
    expect(events[1]?.data).toMatchObject({
      reason: 'processor_unreachable',
      detail: 'card processor: answered HTTP 503',
    });
    const check = await paygateVerify(paymentId);
    expect(check.body).toMatchObject({
      transactionUpdated: true,
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_subscription_update',
    });
    expect((await eventsOf(paymentId))[3]?.metadata.actor).toMatchObject({
      kind: 'admin',
      username: admin.username,
    });
  });

  it('answers 502 CARD_WALLET_FAILED, writing nothing, when it answers 5xx or not in time', async () => {
    for (const fault of [{ status: 502 }, { delayMs: 3000 }]) {
      await addFault(portal, 'card', { ...fault, times: 1 });
      const head = await portal.eventStore.headPosition();
      const answer = await request(
        portal.url,
        'POST',
        '/api/payments/card/create-wallet',
        cardWallet(),
      );
      expect(answer.status).toBe(502);
      expect(answer.body.error).toEqual({
        code: 'CARD_WALLET_FAILED',
        message: 'Unable to create payment wallet. Please try again in a few minutes.',
      });
      expect(await portal.eventStore.headPosition()).toBe(head);
    }
  });

  it("answers 502 CARD_CHECK_FAILED to an admin's check it cannot answer, changing nothing", async () => {
    const { paymentId } = await openCard();
    for (const fault of [{ status: 500 }, { delayMs: 3000 }]) {
      await addFault(portal, 'card', { ...fault, times: 1 });
      const head = await portal.eventStore.headPosition();
      const answer = await paygateVerify(paymentId);
      expect(answer.status).toBe(502);
      expect(answer.body.error.code).toBe('CARD_CHECK_FAILED');
      expect(await portal.eventStore.headPosition()).toBe(head);
    }
  });
});
