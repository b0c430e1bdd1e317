import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

/**
 * The hash rule of General Settings (`security_require_txid`): on, a crypto payment's hash must
 * have the shape of one on its coin's network; off (the default), any non-blank text is taken.
 */
const given = portalWithAdmin('super_admin');

const submit = (body: Record<string, unknown>) =>
  request(given.portal.url, 'POST', '/api/transactions', body);
/** Saves the rule as a super admin does and waits until the read models have it. */
const setHashRule = async (on: boolean) => {
  const saved = await request(
    given.portal.url,
    'PUT',
    '/api/settings',
    { security_require_txid: String(on) },
    given.admin.headers,
  );
  expect(saved.status).toBe(200);
  const position = saved.headers.get('x-log-position') ?? '0';
  const read = await request(given.portal.url, 'GET', '/api/settings', undefined, {
    'x-log-position': position,
  });
  expect(read.body.security_require_txid).toBe(String(on));
};

const hex64 = () => randomBytes(32).toString('hex');
/** Base58 signatures of 64 bytes: 88 characters, or 87 when the leading bytes are small. */
const solanaSignatures = [
  '3srvHUnBH6ywhb7UQPzSpasFMeg7HvMD6QSssPnVZi7vRt7rYP2Dr5eUGqqdqtWWGNxubEi6f3n6YHkbfrkXPa29',
  'S4M7yD4moafxeHjrpKsjFRxvefz2jyjvWzXxfM6aBZJi92yqJKHDCEuFsC8LXVJ6MhJBCY6ZcgJH9uqcL9CLAis',
];
const evmRefusal = (network: string) =>
  `This does not look like ${network} transaction hash: 0x followed by 64 characters 0–9 and a–f.`;

/** A hash each coin's network could not have made, and the refusal that names the coin. */
const misfits = [
  {
    coin: 'btc',
    txid: `0x${hex64()}`,
    message: 'This does not look like a Bitcoin transaction hash: 64 characters 0–9 and a–f.',
  },
  { coin: 'eth', txid: `0x${hex64().slice(2)}`, message: evmRefusal('an Ethereum') },
  { coin: 'usdt', txid: `paid ${hex64()}`, message: evmRefusal('an Ethereum (ERC-20)') },
  { coin: 'bnb', txid: `0x${hex64().slice(0, 40)}`, message: evmRefusal('a BNB Smart Chain') },
  { coin: 'usdc', txid: `0x${hex64()}ff`, message: evmRefusal('a Base') },
  {
    coin: 'sol',
    txid: `0x${hex64()}`,
    message:
      'This does not look like a Solana transaction signature: 87 or 88 letters and digits, without 0, O, I or l.',
  },
];

describe('the hash rule (security_require_txid)', () => {
  it('is off by default: any non-blank hash is taken for every coin', async () => {
    for (const coin of ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc']) {
      const answer = await submit(
        cryptoDonation({ crypto_type: coin, txid: `my ${coin} payment` }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  });

  it("refuses, once on, a hash that does not have its coin's shape, naming the field and writing nothing", async () => {
    await setHashRule(true);
    const before = await given.portal.eventStore.headPosition();
    for (const { coin, txid, message } of misfits) {
      for (const body of [
        cryptoDonation({ crypto_type: coin, txid }),
        cryptoSubscription({ crypto_type: coin, txid }),
      ]) {
        const answer = await submit(body);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toEqual({
          code: 'VALIDATION_ERROR',
          message,
          field: 'txid',
          reason: 'txid_shape',
        });
      }
    }
    expect(await given.portal.eventStore.headPosition()).toBe(before);
  });

  it('takes, while on, a 64-hex Bitcoin hash, an EVM hash with or without 0x, and a Solana signature', async () => {
    const fitting = [
      { coin: 'btc', txid: hex64().toUpperCase() },
      { coin: 'eth', txid: `0x${hex64()}` },
      { coin: 'usdt', txid: hex64() },
      { coin: 'bnb', txid: `0x${hex64()}` },
      { coin: 'usdc', txid: ` 0x${hex64()} ` },
      { coin: 'sol', txid: solanaSignatures[0]! },
      { coin: 'sol', txid: solanaSignatures[1]! },
    ];
    for (const { coin, txid } of fitting) {
      const answer = await submit(cryptoDonation({ crypto_type: coin, txid }));
      expect(answer.status, `${coin} ${txid}: ${JSON.stringify(answer.body)}`).toBe(201);
    }
  });

  it('still refuses a blank hash whatever the rule', async () => {
    const answer = await submit(cryptoDonation({ crypto_type: 'btc', txid: '   ' }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'txid' });
  });

  it('takes any text again once off, even a hash it refused while on (a refusal reserved nothing)', async () => {
    await setHashRule(false);
    for (const { coin, txid } of misfits) {
      const answer = await submit(cryptoDonation({ crypto_type: coin, txid }));
      expect(answer.status, `${coin} ${txid}: ${JSON.stringify(answer.body)}`).toBe(201);
    }
  });
});
