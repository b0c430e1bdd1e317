import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepUp, unknownToken } from '../support/admins.js';
import { request } from '../support/http.js';
import { signInStaff, type Staff } from '../support/staff.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let staff: Staff;
beforeAll(async () => {
  portal = await startTestPortal({ cryptoAddresses: false });
  staff = await signInStaff(portal);
});
afterAll(async () => {
  await portal.destroy();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  request(portal.url, 'GET', path, undefined, headers);
/** A super admin's change, from a session raised by a step-up (addresses and notifications need one). */
const put = async (body: unknown, headers: Record<string, string> = staff.superAdmin.headers) => {
  if (headers === staff.superAdmin.headers) await stepUp(portal, staff.superAdmin);
  return request(portal.url, 'PUT', '/api/settings', body, headers);
};
/** Reads after a write, waiting until the read models have it. */
const after = (written: { headers: Headers }, headers: Record<string, string> = {}) => {
  const position = written.headers.get('x-log-position');
  return position === null ? headers : { ...headers, 'x-log-position': position };
};

const btc = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const sol = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';

describe('GET /api/settings', () => {
  it('gives an anonymous visitor only the payment-method flags, names and descriptions, the hash rule and the maximum pending hours', async () => {
    const answer = await get('/api/settings');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(
      ['card', 'crypto', 'nintendo', 'alternative']
        .flatMap((m) => ['enabled', 'name', 'description'].map((f) => `payment_method_${m}_${f}`))
        .concat(['security_require_txid', 'security_max_pending_hours'])
        .sort(),
    );
    expect(answer.body.payment_method_card_enabled).toBe('true');
  });

  it('gives an admin, and a caller with an unknown or half-set-up session, the same public part', async () => {
    for (const headers of [staff.admin.headers, unknownToken(), staff.withoutTwoFactor.headers]) {
      const answer = await get('/api/settings', headers);
      expect(answer.status).toBe(200);
      expect(answer.body).not.toHaveProperty('crypto_btc_address');
      expect(answer.body).not.toHaveProperty('notifications_email');
      expect(answer.body).toHaveProperty('security_max_pending_hours', '72');
    }
  });

  it('gives a super admin every key, with its default', async () => {
    const answer = await get('/api/settings', staff.superAdmin.headers);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toHaveLength(30);
    expect(answer.body).toMatchObject({
      security_max_pending_hours: '72',
      notifications_email: 'false',
      payment_method_alternative_enabled: 'true',
      crypto_btc_address: '',
      crypto_btc_qr: '',
    });
  });
});

describe('PUT /api/settings', () => {
  it('is refused without a session, to an admin, and to a super admin without two-factor', async () => {
    const body = { notifications_email: 'true' };
    expect((await put(body, {})).body.error.code).toBe('TOKEN_EXPIRED');
    expect((await put(body, unknownToken())).status).toBe(401);
    const admin = await put(body, staff.admin.headers);
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe('FORBIDDEN');
    expect((await put(body, staff.withoutTwoFactor.headers)).body.error.code).toBe(
      'TWOFA_REQUIRED',
    );
  });

  it('records each changed key with its old and new value and who changed it', async () => {
    const answer = await put({
      notifications_email: true,
      security_max_pending_hours: '48',
      payment_method_card_name: 'Card',
      payment_method_crypto_enabled: 'true',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, qrCodesGenerated: [] });
    expect(answer.body.changed).toEqual([
      { key: 'notifications_email', from: 'false', to: 'true' },
      { key: 'security_max_pending_hours', from: '72', to: '48' },
      { key: 'payment_method_card_name', from: 'Card Payment', to: 'Card' },
    ]);
    const [event] = (await portal.eventStore.readStream('settings')).slice(-1);
    expect(event?.type).toBe('SettingsChanged');
    expect(event?.data).toMatchObject({ changedBy: { username: staff.superAdmin.username } });
    expect(event?.metadata.actor).toMatchObject({
      kind: 'admin',
      username: staff.superAdmin.username,
    });

    const read = await get('/api/settings', after(answer, staff.superAdmin.headers));
    expect(read.body).toMatchObject({
      notifications_email: 'true',
      security_max_pending_hours: '48',
      payment_method_card_name: 'Card',
    });
  });

  it('saves valid crypto addresses, generates their QR codes and lists them', async () => {
    const answer = await put({
      crypto_btc_address: btc,
      crypto_eth_address: eth,
      crypto_sol_address: sol,
      crypto_usdt_address: eth.toLowerCase(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.qrCodesGenerated).toEqual(['btc', 'eth', 'usdt', 'sol']);

    const addresses = await get('/api/settings/crypto/addresses', after(answer));
    expect(addresses.status).toBe(200);
    expect(addresses.body).toMatchObject({
      crypto_btc_address: btc,
      crypto_eth_address: eth,
      crypto_usdt_address: eth,
      crypto_sol_address: sol,
      crypto_bnb_address: '',
      crypto_bnb_qr: '',
    });
    expect(addresses.body.crypto_btc_qr).toMatch(/^data:image\/png;base64,/);
    expect(addresses.body.crypto_btc_qr).not.toBe(addresses.body.crypto_eth_qr);

    const ethFallback = await get('/api/settings/payment/eth-address');
    expect(ethFallback.status).toBe(200);
    expect(ethFallback.body.address).toBe(eth);
  });

  it('generates no QR code for an address saved again unchanged', async () => {
    const answer = await put({ crypto_btc_address: btc });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ changed: [], qrCodesGenerated: [] });
    expect(answer.headers.get('x-log-position')).toBeNull();
  });

  it('refuses a bad address naming the coin, writing nothing', async () => {
    const cases: [string, string, string][] = [
      ['crypto_btc_address', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv', 'btc'],
      ['crypto_btc_address', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'btc'],
      ['crypto_eth_address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'eth'],
      ['crypto_usdc_address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', 'usdc'],
      ['crypto_sol_address', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt10', 'sol'],
    ];
    for (const [field, address, coin] of cases) {
      const before = await portal.eventStore.headPosition();
      const answer = await put({ notifications_failure: 'true', [field]: address });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field, coin });
      expect(answer.body.error.message).toMatch(
        { btc: /Bitcoin/, eth: /Ethereum/, usdc: /USD Coin/, sol: /Solana/ }[coin] ?? /never/,
      );
      expect(await portal.eventStore.headPosition()).toBe(before);
    }
  });

  it('clears an address and its QR code when saved empty', async () => {
    const answer = await put({ crypto_sol_address: '' });
    expect(answer.body.changed).toEqual([{ key: 'crypto_sol_address', from: sol, to: '' }]);
    const addresses = await get('/api/settings/crypto/addresses', after(answer));
    expect(addresses.body).toMatchObject({ crypto_sol_address: '', crypto_sol_qr: '' });
  });

  it('takes an unparseable maximum pending hours as 72 and refuses one out of 1 to 168', async () => {
    const unparseable = await put({ security_max_pending_hours: 'soon' });
    expect(unparseable.status).toBe(200);
    expect(unparseable.body.changed).toEqual([
      { key: 'security_max_pending_hours', from: '48', to: '72' },
    ]);
    for (const hours of [0, 169, '500', 1.5]) {
      const answer = await put({ security_max_pending_hours: hours });
      expect(answer.status).toBe(400);
      expect(answer.body.error.field).toBe('security_max_pending_hours');
    }
  });

  it('refuses QR fields, unknown keys, wrong types and a non-object body', async () => {
    const refusals: [unknown, string][] = [
      [{ crypto_btc_qr: 'data:image/png;base64,AAAA' }, 'crypto_btc_qr'],
      [{ theme: 'dark' }, 'theme'],
      [{ notifications_email: 'yes' }, 'notifications_email'],
      [{ payment_method_card_name: '' }, 'payment_method_card_name'],
      [{ crypto_eth_address: 42 }, 'crypto_eth_address'],
      [['notifications_email'], 'body'],
    ];
    for (const [body, field] of refusals) {
      const answer = await put(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });
});

describe('GET /api/settings/payment/eth-address', () => {
  it('answers NOT_FOUND while no Ethereum address is configured', async () => {
    const fresh = await startTestPortal({ cryptoAddresses: false });
    try {
      const answer = await request(fresh.url, 'GET', '/api/settings/payment/eth-address');
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
    } finally {
      await fresh.destroy();
    }
  });
});
