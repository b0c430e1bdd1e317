import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coinSpecs, createLogger, type CryptoType } from '@ghost/events';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// POST /api/crypto/quotes on an embedded portal with the sandboxes it starts by itself: the
// exchanges' fixed rate table and the local chain, as a newcomer's `npm start` has them.
const startLog: Record<string, any>[] = [];
let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal({
    log: createLogger('portal', 'info', {
      write: (chunk: string) => {
        for (const line of chunk.split('\n').filter((text) => text !== '')) {
          startLog.push(JSON.parse(line) as Record<string, any>);
        }
      },
    }),
  });
});
afterAll(async () => {
  await portal.destroy();
});

const quote = (body: unknown) => request(portal.url, 'POST', '/api/crypto/quotes', body);
const addressOf = (coin: CryptoType): string => testCryptoAddresses[`crypto_${coin}_address`];
/** The quoted amount in the chain's smallest units: the decimal string with its point removed. */
const chainUnits = (coin: CryptoType, cryptoAmount: string): string => {
  const spec = coinSpecs[coin];
  const units = cryptoAmount.replace('.', '') + '0'.repeat(spec.decimals - spec.shownDecimals);
  return BigInt(units).toString();
};
const expectedUri = (coin: CryptoType, cryptoAmount: string): RegExp => {
  const address = addressOf(coin);
  const units = chainUnits(coin, cryptoAmount);
  const plain = cryptoAmount.replace(/\.?0+$/, '').replace('.', '\\.');
  switch (coin) {
    case 'btc':
      return new RegExp(`^bitcoin:${address}\\?amount=${plain}$`);
    case 'eth':
      return new RegExp(`^ethereum:${address}@1\\?value=${units}$`);
    case 'bnb':
      return new RegExp(`^ethereum:${address}@56\\?value=${units}$`);
    case 'usdt':
      return new RegExp(
        `^ethereum:${coinSpecs.usdt.token!.contract}@1/transfer\\?address=${address}&uint256=${units}$`,
      );
    case 'usdc':
      return new RegExp(
        `^ethereum:${coinSpecs.usdc.token!.contract}@8453/transfer\\?address=${address}&uint256=${units}$`,
      );
    case 'sol':
      return new RegExp(`^solana:${address}\\?amount=${plain}$`);
  }
};

describe('POST /api/crypto/quotes', () => {
  it('quotes each of the six coins in its own decimals, with a wallet link of its scheme', async () => {
    const before = await portal.eventStore.headPosition();
    for (const coin of ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc'] as const) {
      const answer = await quote({ crypto_type: coin, amount: 12, currency: 'USD' });
      expect(answer.status, coin).toBe(200);
      const body = answer.body;
      expect(body, coin).toMatchObject({
        crypto_type: coin,
        network: coinSpecs[coin].network,
        address: addressOf(coin),
        amount: 12,
        currency: 'USD',
        required_confirmations: coinSpecs[coin].requiredConfirmations,
      });
      expect(body.crypto_amount, coin).toMatch(
        new RegExp(`^\\d+\\.\\d{${coinSpecs[coin].shownDecimals}}$`),
      );
      // The price at the quoted rate, and the tag that names the payment worth less than a cent.
      const worth = Number(body.crypto_amount) * Number(body.rate);
      expect(worth, coin).toBeGreaterThanOrEqual(12 - 1e-9);
      expect(worth, coin).toBeLessThan(12.01);
      expect(body.payment_uri, coin).toMatch(expectedUri(coin, body.crypto_amount));
      expect(Date.parse(body.expires_at) - Date.parse(body.issued_at), coin).toBe(15 * 60_000);
      expect(body.quote, coin).toEqual(expect.any(String));
    }
    // Quotes that are never paid write nothing to the log.
    expect(await portal.eventStore.headPosition()).toBe(before);
  });

  it('quotes USDT and USDC one to one to the dollar', async () => {
    for (const coin of ['usdt', 'usdc'] as const) {
      const answer = await quote({ crypto_type: coin, amount: 25.5, currency: 'USD' });
      expect(answer.status, coin).toBe(200);
      expect(Number(answer.body.rate), coin).toBe(1);
      expect(answer.body.crypto_amount, coin).toMatch(/^25\.50\d{4}$/);
    }
  });

  it('never gives two open quotes of one coin and price the same crypto_amount', async () => {
    const amounts = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const answer = await quote({ crypto_type: 'eth', amount: 9.99, currency: 'USD' });
      expect(answer.status).toBe(200);
      amounts.add(answer.body.crypto_amount);
    }
    expect(amounts.size).toBe(20);
  });

  it('refuses a bad body with VALIDATION_ERROR naming the field', async () => {
    const unknownCoin = await quote({ crypto_type: 'doge', amount: 12, currency: 'USD' });
    expect(unknownCoin.status).toBe(400);
    expect(unknownCoin.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'crypto_type',
    });

    const negative = await quote({ crypto_type: 'btc', amount: -1, currency: 'USD' });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });

    const extra = await quote({ crypto_type: 'btc', amount: 12, currency: 'USD', address: 'x' });
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('answers 503 CRYPTO_QUOTE_UNAVAILABLE when the two exchanges differ by more than 2%', async () => {
    const moved = await fetch(`${portal.sandboxes.rates}/__sandbox/prices`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ exchange: 'kraken', asset: 'SOL', price: '140' }),
    });
    expect(moved.status).toBe(204);
    // JPY: a pair no test asked before, so no cached rate stands in for the exchanges.
    const answer = await quote({ crypto_type: 'sol', amount: 1800, currency: 'JPY' });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toMatchObject({
      code: 'CRYPTO_QUOTE_UNAVAILABLE',
      field: 'crypto_type',
      coin: 'sol',
    });
  });

  it('lists the chain and the exchanges among the sandboxes of the start log', () => {
    expect(portal.sandboxes.chain).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(portal.sandboxes.rates).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const listening = startLog.find((line) => line.msg === 'portal listening');
    expect(listening?.sandboxes).toMatchObject({
      card: expect.any(String),
      chain: portal.sandboxes.chain,
      rates: portal.sandboxes.rates,
    });
  });
});

describe('POST /api/crypto/quotes for a coin without a receiving address', () => {
  let bare: TestPortal;
  beforeAll(async () => {
    bare = await startTestPortal({ cryptoAddresses: false });
  });
  afterAll(async () => {
    await bare.destroy();
  });

  it('refuses it with CRYPTO_COIN_UNAVAILABLE: the coin is not offered', async () => {
    const answer = await request(bare.url, 'POST', '/api/crypto/quotes', {
      crypto_type: 'btc',
      amount: 12,
      currency: 'USD',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toEqual({
      code: 'CRYPTO_COIN_UNAVAILABLE',
      message: 'This cryptocurrency is not available at the moment. Please choose another one.',
      field: 'crypto_type',
      coin: 'btc',
    });
  });
});
