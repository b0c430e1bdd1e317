import { z } from 'zod';
import {
  callOutside,
  excerpt,
  OutsideSystemError,
  readJsonAnswer,
} from '../../integrations/outbound/outside-call.js';
import type {
  ExchangeTicker,
  ForeignCurrency,
  PricedAsset,
  TickerConfig,
} from './exchange-ticker.js';
import { invertPrice, parsePrice } from './scaled-price.js';

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
    const answer = await callOutside(system, `${this.config.url}/0/public/Ticker?pair=${pair}`, {
      headers: { accept: 'application/json' },
      timeoutMs: this.config.timeoutMs,
    });
    const parsed = tickerAnswer.safeParse(readJsonAnswer(system, answer));
    if (!parsed.success) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `${pair}: an answer of another shape`,
        answer.status,
        excerpt(answer.text),
      );
    }
    if (parsed.data.error.length > 0) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `${pair}: ${parsed.data.error.join('; ')}`,
        answer.status,
        excerpt(answer.text),
      );
    }
    const entries = Object.values(parsed.data.result ?? {});
    const text = entries.length === 1 ? entries[0]?.c[0] : undefined;
    const price = text === undefined ? null : parsePrice(text);
    if (price === null) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `${pair}: no usable last trade price`,
        answer.status,
        excerpt(answer.text),
      );
    }
    return price;
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
