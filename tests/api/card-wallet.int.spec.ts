import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import { request } from '../support/http.js';
import { cardWallet } from '../support/payment-requests.js';
import { issuedWallets, sandboxUrl } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal.destroy();
});

const createWallet = (body: unknown) =>
  request(portal.url, 'POST', '/api/payments/card/create-wallet', body);

const expectNothingAppended = async (refused: () => Promise<unknown>) => {
  const before = await portal.eventStore.headPosition();
  await refused();
  expect(await portal.eventStore.headPosition()).toBe(before);
};

describe('POST /api/payments/card/create-wallet', () => {
  it('opens a wallet and records the payment awaiting verification with its processor token', async () => {
    const answer = await createWallet(cardWallet());
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      paymentId: expect.stringMatching(/^GHOST-\d{13}-[A-Z0-9]{22}$/),
      paymentUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/process-payment\.php\?/),
      status: 'pending_payment_verification',
    });
    const { paymentId } = answer.body;
    const checkoutUrl = new URL(answer.body.paymentUrl as string);
    expect(checkoutUrl.origin).toBe(sandboxUrl(portal, 'card'));
    expect(Object.fromEntries(checkoutUrl.searchParams)).toMatchObject({
      amount: '12.00',
      provider: 'rampnetwork',
      currency: 'USD',
      email: 'player@example.com',
    });
    const events = await portal.eventStore.readStream(`transaction-${paymentId}`);
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['CardPaymentStarted', expect.objectContaining({ provider: 'ramp', processor: 'paygate' })],
    ]);
    const token = (events[0]?.data as { ipnToken: string }).ipnToken;
    // The processor was given the payment's own callback address, with the token only the portal
    // can make.
    const wallet = (await issuedWallets(portal)).find((issued) => issued.ipnToken === token);
    const callback = new URL(wallet?.callbackUrl ?? 'http://nowhere');
    expect(callback.pathname).toBe('/api/payments/card/callback');
    expect(callback.searchParams.get('payment_id')).toBe(paymentId);
    expect(callback.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    await portal.runner.waitFor(answer.body.position, 2000);
    const doc = await portal.readStore.findOne<TransactionDoc>(transactionsCollection, {
      _id: paymentId,
    });
    expect(doc).toMatchObject({
      payment_method: 'card',
      processor: 'paygate',
      payment_provider: 'ramp',
      payment_ipn_token: token,
      amount: 12,
      currency: 'USD',
      user_username: 'player_one',
      status: 'pending_payment_verification',
    });
    const tracked = await request(portal.url, 'GET', `/api/transactions/track/${paymentId}`);
    expect(tracked.body).toMatchObject({
      paymentMethod: 'card',
      status: 'pending_payment_verification',
    });
    expect(JSON.stringify(tracked.body)).not.toContain(token);
  });

  it('takes each provider from its minimum in USD', async () => {
    for (const [provider, subscriptionDuration, amount] of [
      ['ramp', '1_month', 5],
      ['stripe_usa', '1_month', 5],
      ['bitnovo', '3_months', 12],
      ['banxa', '1_year', 40],
      ['alchemy', '1_year', 40],
    ] as const) {
      const answer = await createWallet(cardWallet({ provider, subscriptionDuration, amount }));
      expect(answer.status).toBe(201);
    }
  });

  it("refuses a provider whose minimum is above the amount: 'Selected provider is not available for this amount'", async () => {
    for (const [provider, subscriptionDuration, amount] of [
      ['bitnovo', '1_month', 5],
      ['banxa', '3_months', 12],
      ['alchemy', '6_months', 22],
    ] as const) {
      await expectNothingAppended(async () => {
        const answer = await createWallet(cardWallet({ provider, subscriptionDuration, amount }));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toEqual({
          code: 'VALIDATION_ERROR',
          field: 'provider',
          message: 'Selected provider is not available for this amount',
          reason: 'provider_minimum',
        });
      });
    }
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no provider', { provider: undefined }, 'provider'],
    ['an unknown provider', { provider: 'paypal' }, 'provider'],
    ['a donation', { paymentType: 'donation', subscriptionDuration: undefined }, 'paymentType'],
    ['an amount that is not the card price', { amount: 11 }, 'amount'],
    ['three decimals', { amount: 12.001 }, 'amount'],
    ['a negative amount', { amount: -12 }, 'amount'],
    ['another currency than USD', { currency: 'EUR' }, 'currency'],
    ['no user', { userInfo: undefined }, 'userInfo.username'],
    ['a bad e-mail', { userInfo: { username: 'p', email: 'nope' } }, 'userInfo.email'],
    [
      'a blank username',
      { userInfo: { username: ' ', email: 'p@example.com' } },
      'userInfo.username',
    ],
    ['no duration', { subscriptionDuration: undefined }, 'subscriptionDuration'],
    ['an unknown duration', { subscriptionDuration: '3_weeks' }, 'subscriptionDuration'],
    ['an unknown field', { payment_id: 'GHOST-1-ABC' }, 'payment_id'],
  ];
  for (const [what, overrides, field] of refusals) {
    it(`answers 400 VALIDATION_ERROR for ${what}, writing nothing`, async () => {
      await expectNothingAppended(async () => {
        const answer = await createWallet(cardWallet(overrides));
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
      });
    });
  }

  it('asks for a provider with "Please select a payment provider"', async () => {
    for (const provider of [undefined, 'paypal']) {
      const answer = await createWallet(cardWallet({ provider }));
      expect(answer.body.error.message).toBe('Please select a payment provider');
    }
  });

  it("says which field is missing in the payment flow's words, and by a reason the web reads", async () => {
    const answer = await createWallet(cardWallet({ amount: undefined }));
    expect(answer.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      field: 'amount',
      reason: 'missing_field',
      message: 'Missing required fields: amount',
    });
  });

  it('names a price the page read before it changed by its reason', async () => {
    const answer = await createWallet(cardWallet({ amount: 11 }));
    expect(answer.body.error).toMatchObject({ field: 'amount', reason: 'price_changed' });
  });
});
