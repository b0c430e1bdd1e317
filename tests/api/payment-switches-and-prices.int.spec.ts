import { describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { cardWallet, cryptoSubscription } from '../support/payment-requests.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

const given = portalWithAdmin('super_admin');

const submit = (overrides: Record<string, unknown> = {}) =>
  request(
    given.portal.url,
    'POST',
    '/api/transactions',
    cryptoSubscription({ crypto_type: 'eth', ...overrides }),
  );
const saveSettings = (body: unknown) =>
  request(given.portal.url, 'PUT', '/api/settings', body, given.admin.headers);
/** The next call waits until the read models have this write. */
const caughtUpWith = (written: { headers: Headers }) => ({
  'x-log-position': written.headers.get('x-log-position') ?? '0',
});
/** Saves settings and waits until the read models have them. */
const switchSettings = async (body: unknown) => {
  const saved = await saveSettings(body);
  await request(given.portal.url, 'GET', '/api/settings', undefined, caughtUpWith(saved));
};
const openWallet = () =>
  request(given.portal.url, 'POST', '/api/payments/card/create-wallet', cardWallet());

describe('a payment method switched off', () => {
  it('is refused by POST /api/transactions with a clear error, writing nothing', async () => {
    const off = await saveSettings({ payment_method_crypto_enabled: 'false' });
    expect(off.status).toBe(200);
    const visible = await request(
      given.portal.url,
      'GET',
      '/api/settings',
      undefined,
      caughtUpWith(off),
    );
    expect(visible.body.payment_method_crypto_enabled).toBe('false');

    const before = await given.portal.eventStore.headPosition();
    for (const type of ['ghost-eshop-pro', 'donation']) {
      const answer = await submit({ type, amount: 12 });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toEqual({
        code: 'PAYMENT_METHOD_DISABLED',
        message: 'This payment method is temporarily unavailable. Please choose another one.',
        field: 'payment_method',
        method: 'crypto',
      });
    }
    expect(await given.portal.eventStore.headPosition()).toBe(before);
  });

  it('is refused by POST /api/payments/card/create-wallet for cards, opening no wallet', async () => {
    await switchSettings({ payment_method_card_enabled: 'false' });
    const before = await given.portal.eventStore.headPosition();
    const answer = await openWallet();
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: 'PAYMENT_METHOD_DISABLED', method: 'card' });
    expect(await given.portal.eventStore.headPosition()).toBe(before);

    await switchSettings({ payment_method_card_enabled: 'true' });
    const opened = await openWallet();
    expect(opened.status).toBe(201);
  });

  it('is accepted again once switched back on', async () => {
    await switchSettings({ payment_method_crypto_enabled: 'true' });
    expect((await submit()).status).toBe(201);
  });
});

describe('a price change', () => {
  it('applies to later submissions only: an earlier payment keeps the price it was made at', async () => {
    const earlier = await submit();
    expect(earlier.status).toBe(201);
    const [submitted] = await given.portal.eventStore.readStream(
      `transaction-${earlier.body.paymentId}`,
    );
    expect(submitted?.data).toMatchObject({
      amount: { minor: 1200, currency: 'USD' },
      priceRef: 'ghost-eshop-pro.crypto.3_months',
    });

    const changed = await request(
      given.portal.url,
      'PUT',
      '/api/pricing/ghost-eshop-pro.crypto.3_months',
      { price: 15 },
      given.admin.headers,
    );
    expect(changed.status).toBe(200);
    await request(given.portal.url, 'GET', '/api/pricing/all', undefined, caughtUpWith(changed));

    const atOldPrice = await submit();
    expect(atOldPrice.status).toBe(400);
    expect(atOldPrice.body.error).toMatchObject({ field: 'amount' });
    expect(atOldPrice.body.error.message).toContain('15 USD');
    expect((await submit({ amount: 15 })).status).toBe(201);

    const tracked = await request(
      given.portal.url,
      'GET',
      `/api/transactions/track/${earlier.body.paymentId}`,
    );
    expect(tracked.body).toMatchObject({ amount: 12, currency: 'USD' });
  });

  it('prices a subscription by the read model: an inactive entry is not on sale', async () => {
    const off = await request(
      given.portal.url,
      'PUT',
      '/api/pricing/ghost-eshop-pro.crypto.1_year',
      { is_active: false },
      given.admin.headers,
    );
    await request(given.portal.url, 'GET', '/api/pricing/all', undefined, caughtUpWith(off));
    const answer = await submit({ subscriptionDuration: '1_year', amount: 40 });
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe('subscriptionDuration');
  });
});
