import { z } from 'zod';
import {
  askTicker,
  tickerPrice,
  type ExchangeTicker,
  type ForeignCurrency,
  type PricedAsset,
  type TickerConfig,
} from './exchange-ticker.js';
import { invertPrice } from './scaled-price.js';

const system = 'Kraken ticker';

/**
 * Kraken's pair names (it calls bitcoin XBT). The answer is keyed by Kraken's internal name
 * (`XBTUSD` comes back as `XXBTZUSD`), so its single entry is read whatever its key.
 */
export const krakenPairs: Record<PricedAsset, string> = {
  BTC: 'XBTUSD',
  ETH: 'ETHUSD',
  BNB: 'BNBUSD',
  SOL: 'SOLUSD',
};

/** EUR is quoted as EUR/USD (USD for one euro), JPY as USD/JPY (yen for one dollar). */
const fiatPairs: Record<ForeignCurrency, { pair: string; usdFirst: boolean }> = {
  EUR: { pair: 'EURUSD', usdFirst: false },
  JPY: { pair: 'USDJPY', usdFirst: true },
};

/**
 * `GET /0/public/Ticker?pair=XBTUSD` → `{"error":[],"result":{"XXBTZUSD":{"a":[ask,..],
 * "b":[bid,..],"c":[last trade price, volume],...}}}`; a refusal is `{"error":["EQuery:Unknown
 * asset pair"]}`.
 */
const tickerAnswer = z.object({
  error: z.array(z.string()),
  result: z.record(z.string(), z.object({ c: z.array(z.string()).min(1) })).optional(),
});

/** Kraken's public REST ticker (no key): the last trade price of a pair. */
export class KrakenTicker implements ExchangeTicker {
  readonly name = 'kraken';

  constructor(private readonly config: TickerConfig) {}

  private async lastTrade(pair: string): Promise<bigint> {
    const data = await askTicker(
      system,
      this.config,
      `/0/public/Ticker?pair=${pair}`,
      tickerAnswer,
      (answer) => (answer.error.length > 0 ? answer.error.join('; ') : null),
    );
    const entries = Object.values(data.result ?? {});
    return tickerPrice(system, entries.length === 1 ? entries[0]?.c[0] : undefined, pair);
  }

  usdPrice(asset: PricedAsset): Promise<bigint> {
    return this.lastTrade(krakenPairs[asset]);
  }

  async usdIn(currency: ForeignCurrency): Promise<bigint> {
    const { pair, usdFirst } = fiatPairs[currency];
    const price = await this.lastTrade(pair);
    return usdFirst ? price : invertPrice(price);
  }
}
