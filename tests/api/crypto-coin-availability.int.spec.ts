import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, stepUp, type SignedInAdmin } from '../support/admins.js';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
import { request } from '../support/http.js';
import { cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// A fresh portal, as on a real first start: no coin has a receiving address yet.
let portal: TestPortal;
let superAdmin: SignedInAdmin;
beforeAll(async () => {
  portal = await startTestPortal({ cryptoAddresses: false });
  superAdmin = await signedInAdmin(portal, 'super_admin');
});
afterAll(async () => {
  await portal.destroy();
});

const submit = (body: Record<string, unknown>) =>
  request(portal.url, 'POST', '/api/transactions', body);
/** Saves settings as a super admin and waits until the read models have them. */
const saveSettings = async (body: Record<string, string>) => {
  await stepUp(portal, superAdmin);
  const saved = await request(portal.url, 'PUT', '/api/settings', body, superAdmin.headers);
  expect(saved.status).toBe(200);
  const position = saved.headers.get('x-log-position') ?? '0';
  await request(portal.url, 'GET', '/api/settings', undefined, { 'x-log-position': position });
};
const expectUnavailable = async (coin: string) => {
  const before = await portal.eventStore.headPosition();
  for (const body of [
    cryptoDonation({ crypto_type: coin }),
    cryptoSubscription({ crypto_type: coin }),
  ]) {
    const answer = await submit(body);
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({
      code: 'CRYPTO_COIN_UNAVAILABLE',
      message: 'This cryptocurrency is not available at the moment. Please choose another one.',
      field: 'crypto_type',
      coin,
    });
  }
  expect(await portal.eventStore.headPosition()).toBe(before);
};

describe('a cryptocurrency without a receiving address', () => {
  it('is refused by POST /api/transactions with a clear error, writing nothing', async () => {
    for (const coin of ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc']) await expectUnavailable(coin);
  });

  it('is taken once a super admin saves its address, while the other coins stay refused', async () => {
    await saveSettings({ crypto_eth_address: testCryptoAddresses.crypto_eth_address });
    expect((await submit(cryptoDonation({ crypto_type: 'eth' }))).status).toBe(201);
    expect((await submit(cryptoSubscription({ crypto_type: 'eth' }))).status).toBe(201);
    await expectUnavailable('btc');
    await expectUnavailable('usdt');
  });

  it('is refused again once its address is cleared', async () => {
    await saveSettings({ crypto_eth_address: '' });
    await expectUnavailable('eth');
  });

  it('is checked after the input: a bad request is a VALIDATION_ERROR whatever its coin', async () => {
    const answer = await submit(cryptoDonation({ crypto_type: 'btc', currency: 'XYZ' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'currency' });
  });
});
