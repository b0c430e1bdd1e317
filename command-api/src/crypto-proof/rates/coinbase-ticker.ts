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
import { parsePrice } from './scaled-price.js';

const system = 'Coinbase ticker';

/** `GET /v2/prices/BTC-USD/spot` → `{"data":{"amount":"64090.00","base":"BTC","currency":"USD"}}`. */
const spotAnswer = z.object({
  data: z.object({ amount: z.string(), base: z.string(), currency: z.string() }),
});

/** `GET /v2/exchange-rates?currency=USD` → `{"data":{"currency":"USD","rates":{"EUR":"0.92",...}}}`. */
const exchangeRatesAnswer = z.object({
  data: z.object({ currency: z.string(), rates: z.record(z.string(), z.string()) }),
});

/**
 * Coinbase's public price API (no key): the spot price of a coin in USD, and USD's exchange rates
 * for EUR and JPY.
 */
export class CoinbaseTicker implements ExchangeTicker {
  readonly name = 'coinbase';

  constructor(private readonly config: TickerConfig) {}

  private async get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const answer = await callOutside(system, `${this.config.url}${path}`, {
      headers: { accept: 'application/json' },
      timeoutMs: this.config.timeoutMs,
    });
    const parsed = schema.safeParse(readJsonAnswer(system, answer));
    if (!parsed.success) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `${path}: an answer of another shape`,
        answer.status,
        excerpt(answer.text),
      );
    }
    return parsed.data;
  }

  private price(text: string | undefined, what: string): bigint {
    const price = text === undefined ? null : parsePrice(text);
    if (price === null) {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `no usable price for ${what}: ${String(text)}`,
      );
    }
    return price;
  }

  async usdPrice(asset: PricedAsset): Promise<bigint> {
    const { data } = await this.get(`/v2/prices/${asset}-USD/spot`, spotAnswer);
    if (data.base !== asset || data.currency !== 'USD') {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `asked ${asset}-USD, answered ${data.base}-${data.currency}`,
      );
    }
    return this.price(data.amount, `${asset}-USD`);
  }

  async usdIn(currency: ForeignCurrency): Promise<bigint> {
    const { data } = await this.get('/v2/exchange-rates?currency=USD', exchangeRatesAnswer);
    if (data.currency !== 'USD') {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `asked rates of USD, answered ${data.currency}`,
      );
    }
    return this.price(data.rates[currency], `USD-${currency}`);
  }
}
