import { coinSpecs, type CryptoType, type PaymentCurrency } from '@ghost/events';
import { isOutsideSystemError } from '../../integrations/outbound/outside-call.js';
import type { RateAnswer, RateSource } from '../../ports/rate-source.js';
import type { ExchangeTicker, PricedAsset } from './exchange-ticker.js';
import {
  fartherApartThan,
  formatPrice,
  meanPrice,
  multiplyPrices,
  percentApart,
  priceUnit,
} from './scaled-price.js';

export interface TwoTickerOptions {
  /** How far apart the two may be, in basis points of the lower (200: 2%). */
  maxGapBasisPoints: number;
  clock: () => Date;
}

/**
 * The rate of a coin from two independent exchanges, asked at once: each gives the coin's USD
 * price and, for EUR or JPY, USD's rate in that currency (so both sources price the same way, and
 * a coin an exchange lists only against USD still has a euro price). A stablecoin is exactly 1
 * USD, and 1 USD in EUR or JPY by the same two fiat rates. If either exchange fails, or the two
 * prices are more than `maxGapBasisPoints` apart, there is no rate; otherwise the rate is their
 * midpoint.
 */
export class TwoTickerRateSource implements RateSource {
  constructor(
    private readonly tickers: readonly [ExchangeTicker, ExchangeTicker],
    private readonly options: TwoTickerOptions,
  ) {}

  private async priceFrom(
    ticker: ExchangeTicker,
    coin: CryptoType,
    currency: PaymentCurrency,
  ): Promise<bigint> {
    const spec = coinSpecs[coin];
    const usd =
      spec.peggedTo === 'USD' ? priceUnit : await ticker.usdPrice(spec.symbol as PricedAsset);
    return currency === 'USD' ? usd : multiplyPrices(usd, await ticker.usdIn(currency));
  }

  async rateFor(coin: CryptoType, currency: PaymentCurrency): Promise<RateAnswer> {
    const at = this.options.clock();
    if (coinSpecs[coin].peggedTo === currency) {
      return {
        outcome: 'rate',
        rate: { coin, currency, scaled: priceUnit, text: '1', sources: [], at },
      };
    }
    const [first, second] = this.tickers;
    const settled = await Promise.allSettled([
      this.priceFrom(first, coin, currency),
      this.priceFrom(second, coin, currency),
    ]);
    const prices: bigint[] = [];
    for (const [index, result] of settled.entries()) {
      if (result.status === 'fulfilled') {
        prices.push(result.value);
        continue;
      }
      const error: unknown = result.reason;
      if (!isOutsideSystemError(error)) throw error;
      const name = this.tickers[index]?.name ?? 'a ticker';
      return {
        outcome: 'unavailable',
        reason: 'source_failed',
        detail: `${name}: ${error.message}`,
      };
    }
    const [a, b] = prices as [bigint, bigint];
    const sources = [
      { name: first.name, price: formatPrice(a) },
      { name: second.name, price: formatPrice(b) },
    ];
    if (fartherApartThan(a, b, this.options.maxGapBasisPoints)) {
      return {
        outcome: 'unavailable',
        reason: 'sources_disagree',
        detail: `${coinSpecs[coin].symbol} in ${currency}: ${sources
          .map((source) => `${source.name} ${source.price}`)
          .join(', ')} are ${percentApart(a, b)}% apart (at most ${formatPrice(
          BigInt(this.options.maxGapBasisPoints) * (priceUnit / 100n),
        )}% allowed)`,
      };
    }
    const scaled = meanPrice(a, b);
    return {
      outcome: 'rate',
      rate: { coin, currency, scaled, text: formatPrice(scaled), sources, at },
    };
  }
}
