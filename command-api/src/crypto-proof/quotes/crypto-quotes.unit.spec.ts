import { describe, expect, it } from 'vitest';
import { cryptoQuoteAnswerSchema, parseCoinUnits, type CryptoType } from '@ghost/events';
import type { RateAnswer, RateSource } from '../../ports/rate-source.js';
import { CachedRateSource } from '../rates/cached-rate-source.js';
import { parsePrice } from '../rates/scaled-price.js';
import { AmountAllocator } from './amount-allocator.js';
import { CryptoQuotes } from './crypto-quotes.js';

const key = Buffer.alloc(32, 3);
const btcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const prices: Partial<Record<CryptoType, string>> = { btc: '64000', eth: '3200', usdc: '1' };

const setUp = (rates?: RateSource) => {
  let now = new Date('2026-11-24T10:00:00.000Z');
  let asked = 0;
  const table: RateSource = {
    rateFor: (coin, currency) => {
      asked += 1;
      const text = prices[coin] ?? '1';
      return Promise.resolve({
        outcome: 'rate',
        rate: { coin, currency, scaled: parsePrice(text)!, text, sources: [], at: now },
      });
    },
  };
  const clock = () => now;
  let id = 0;
  const quotes = new CryptoQuotes({
    rates: rates ?? new CachedRateSource(table, { ttlMs: 60_000, failureTtlMs: 10_000, clock }),
    allocator: new AmountAllocator(),
    key,
    clock,
    newId: () => `q-${(id += 1)}`,
  });
  return {
    quotes,
    asked: () => asked,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};

describe('a crypto quote', () => {
  it('answers the exact amount in the coin with its rate, expiry, payment link and signed token', async () => {
    const { quotes } = setUp();
    const outcome = await quotes.quote(
      { crypto_type: 'btc', amount: 12, currency: 'USD' },
      btcAddress,
    );
    expect(outcome.outcome).toBe('quoted');
    if (outcome.outcome !== 'quoted') return;
    const answer = cryptoQuoteAnswerSchema.parse(outcome.answer);
    expect(answer).toMatchObject({
      crypto_type: 'btc',
      network: 'bitcoin',
      address: btcAddress,
      crypto_amount: '0.00018750',
      rate: '64000',
      amount: 12,
      currency: 'USD',
      issued_at: '2026-11-24T10:00:00.000Z',
      expires_at: '2026-11-24T10:15:00.000Z',
      required_confirmations: 2,
      payment_uri: `bitcoin:${btcAddress}?amount=0.0001875`,
    });
    expect(
      quotes.verify(answer.quote, {
        at: new Date('2026-11-24T10:14:00Z'),
        coin: 'btc',
        address: btcAddress,
        amount: 12,
        currency: 'USD',
      }),
    ).toEqual({ valid: true, claims: outcome.claims });
  });

  it('never gives two open quotes of a coin the same amount, each tag worth under a cent', async () => {
    const { quotes } = setUp();
    const amounts = new Set<string>();
    for (let i = 0; i < 16; i += 1) {
      const outcome = await quotes.quote(
        { crypto_type: 'btc', amount: 12, currency: 'USD' },
        btcAddress,
      );
      if (outcome.outcome !== 'quoted') throw new Error(outcome.outcome);
      amounts.add(outcome.answer.crypto_amount);
      const over = parseCoinUnits(outcome.answer.crypto_amount, 8)! - 18_750n;
      // Each satoshi is $0.00064 at $64,000: the tag stays below one cent.
      expect(over * 64_000n * 100n < 100_000_000n).toBe(true);
    }
    expect(amounts.size).toBe(16);
    expect([...amounts].at(-1)).toBe('0.00018765');
  });

  it('is refused, with a typed outcome, once the coin’s amounts are all held, until quotes expire', async () => {
    const { quotes, advance } = setUp();
    for (let i = 0; i < 16; i += 1)
      await quotes.quote({ crypto_type: 'btc', amount: 12, currency: 'USD' }, btcAddress);
    expect(
      await quotes.quote({ crypto_type: 'btc', amount: 12, currency: 'USD' }, btcAddress),
    ).toEqual({
      outcome: 'amounts_exhausted',
    });
    advance(15 * 60_000);
    expect(
      (await quotes.quote({ crypto_type: 'btc', amount: 12, currency: 'USD' }, btcAddress)).outcome,
    ).toBe('quoted');
  });

  it('names USDC on Base as an ERC-20 transfer in the payment link', async () => {
    const { quotes } = setUp();
    const address = '0x5A0b54D5dc17e0AadC383d2db43B0a0D3E029c4c';
    const outcome = await quotes.quote(
      { crypto_type: 'usdc', amount: 19.99, currency: 'USD' },
      address,
    );
    expect(outcome.outcome === 'quoted' && outcome.answer).toMatchObject({
      network: 'base',
      crypto_amount: '19.990000',
      required_confirmations: 3,
      payment_uri: `ethereum:0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913@8453/transfer?address=${address}&uint256=19990000`,
    });
  });

  it('says when no rate can be had, so the form falls back, and when the coin has no address', async () => {
    const down: RateAnswer = {
      outcome: 'unavailable',
      reason: 'sources_disagree',
      detail: 'BTC: 3% apart',
    };
    const { quotes } = setUp({ rateFor: () => Promise.resolve(down) });
    expect(
      await quotes.quote({ crypto_type: 'btc', amount: 12, currency: 'USD' }, btcAddress),
    ).toEqual({
      outcome: 'rate_unavailable',
      reason: 'sources_disagree',
      detail: 'BTC: 3% apart',
    });
    expect(await quotes.quote({ crypto_type: 'btc', amount: 12, currency: 'USD' }, ' ')).toEqual({
      outcome: 'no_address',
    });
  });

  it('asks the sources once a minute at most: quotes with a kept rate are in-memory work', async () => {
    const { quotes, asked, advance } = setUp();
    for (let i = 0; i < 10; i += 1)
      await quotes.quote(
        { crypto_type: 'eth', amount: 12, currency: 'USD' },
        `0x${'a'.repeat(40)}`,
      );
    expect(asked()).toBe(1);
    advance(60_000);
    await quotes.quote({ crypto_type: 'eth', amount: 12, currency: 'USD' }, `0x${'a'.repeat(40)}`);
    expect(asked()).toBe(2);
  });
});
