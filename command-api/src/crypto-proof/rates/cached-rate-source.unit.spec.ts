import { describe, expect, it } from 'vitest';
import type { RateAnswer, RateSource } from '../../ports/rate-source.js';
import { CachedRateSource } from './cached-rate-source.js';

const rate = (text: string): RateAnswer => ({
  outcome: 'rate',
  rate: { coin: 'btc', currency: 'USD', scaled: 1n, text, sources: [], at: new Date(0) },
});

const setUp = (answers: RateAnswer[]) => {
  let now = 0;
  const asked: string[] = [];
  const source: RateSource = {
    rateFor: (coin, currency) => {
      asked.push(`${coin}:${currency}`);
      return Promise.resolve(answers.shift() ?? rate('last'));
    },
  };
  const cache = new CachedRateSource(source, {
    ttlMs: 60_000,
    failureTtlMs: 10_000,
    clock: () => new Date(now),
  });
  return { cache, asked, advance: (ms: number) => (now += ms) };
};

describe('the rate cache', () => {
  it('keeps a rate 60 seconds, answering from memory without asking the sources', async () => {
    const { cache, asked, advance } = setUp([rate('64000'), rate('65000')]);
    expect(cache.peek('btc', 'USD')).toBeNull();
    expect(await cache.rateFor('btc', 'USD')).toEqual(rate('64000'));
    advance(59_999);
    expect(cache.peek('btc', 'USD')).toEqual(rate('64000'));
    expect(await cache.rateFor('btc', 'USD')).toEqual(rate('64000'));
    expect(asked).toEqual(['btc:USD']);
    advance(1);
    expect(cache.peek('btc', 'USD')).toBeNull();
    expect(await cache.rateFor('btc', 'USD')).toEqual(rate('65000'));
    expect(asked).toHaveLength(2);
  });

  it('keeps each coin and currency apart', async () => {
    const { cache, asked } = setUp([]);
    await cache.rateFor('btc', 'USD');
    await cache.rateFor('btc', 'EUR');
    await cache.rateFor('eth', 'USD');
    expect(asked).toEqual(['btc:USD', 'btc:EUR', 'eth:USD']);
  });

  it('asks the sources once for quotes that arrive together', async () => {
    const { cache, asked } = setUp([]);
    await Promise.all([
      cache.rateFor('sol', 'JPY'),
      cache.rateFor('sol', 'JPY'),
      cache.rateFor('sol', 'JPY'),
    ]);
    expect(asked).toEqual(['sol:JPY']);
  });

  it('keeps “no rate” only 10 seconds, so quotes come back soon after an outage', async () => {
    const down: RateAnswer = {
      outcome: 'unavailable',
      reason: 'source_failed',
      detail: 'kraken: down',
    };
    const { cache, asked, advance } = setUp([down, rate('64000')]);
    expect(await cache.rateFor('btc', 'USD')).toEqual(down);
    advance(9_999);
    expect(await cache.rateFor('btc', 'USD')).toEqual(down);
    advance(1);
    expect(await cache.rateFor('btc', 'USD')).toEqual(rate('64000'));
    expect(asked).toHaveLength(2);
  });
});
