import type { CryptoType, PaymentCurrency } from '@ghost/events';
import type { RateAnswer, RateSource } from '../../ports/rate-source.js';

export interface RateCacheOptions {
  /** How long a rate is used before the sources are asked again (60 s). */
  ttlMs: number;
  /** How long "no rate" is kept, so a failing exchange is not asked at every quote (10 s). */
  failureTtlMs: number;
  clock: () => Date;
}

interface Entry {
  answer: RateAnswer;
  until: number;
}

/**
 * Keeps each coin's rate in each currency for `ttlMs`: a quote with a rate in the cache does no
 * I/O (`peek` answers at once), and concurrent quotes of one pair wait on one request to the
 * sources. "No rate" is kept for `failureTtlMs`, shorter, so the form falls back at once and
 * recovers soon.
 */
export class CachedRateSource implements RateSource {
  private readonly entries = new Map<string, Entry>();
  private readonly asking = new Map<string, Promise<RateAnswer>>();

  constructor(
    private readonly source: RateSource,
    private readonly options: RateCacheOptions,
  ) {}

  /** The answer kept for the pair if still fresh, else null: never any I/O. */
  peek(coin: CryptoType, currency: PaymentCurrency): RateAnswer | null {
    const entry = this.entries.get(`${coin}:${currency}`);
    return entry && entry.until > this.options.clock().getTime() ? entry.answer : null;
  }

  rateFor(coin: CryptoType, currency: PaymentCurrency): Promise<RateAnswer> {
    const kept = this.peek(coin, currency);
    if (kept) return Promise.resolve(kept);
    const key = `${coin}:${currency}`;
    const pending = this.asking.get(key);
    if (pending) return pending;
    const asked = this.source
      .rateFor(coin, currency)
      .then((answer) => {
        const ttl = answer.outcome === 'rate' ? this.options.ttlMs : this.options.failureTtlMs;
        this.entries.set(key, { answer, until: this.options.clock().getTime() + ttl });
        return answer;
      })
      .finally(() => {
        this.asking.delete(key);
      });
    this.asking.set(key, asked);
    return asked;
  }
}
