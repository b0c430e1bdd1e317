import { z } from 'zod';
import { OutsideSystemError } from '../../integrations/outbound/outside-call.js';
import {
  askTicker,
  tickerPrice,
  type ExchangeTicker,
  type ForeignCurrency,
  type PricedAsset,
  type TickerConfig,
} from './exchange-ticker.js';

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

  async usdPrice(asset: PricedAsset): Promise<bigint> {
    const { data } = await askTicker(
      system,
      this.config,
      `/v2/prices/${asset}-USD/spot`,
      spotAnswer,
    );
    if (data.base !== asset || data.currency !== 'USD') {
      throw new OutsideSystemError(
        system,
        'bad_answer',
        `asked ${asset}-USD, answered ${data.base}-${data.currency}`,
      );
    }
    return tickerPrice(system, data.amount, `${asset}-USD`);
  }

  async usdIn(currency: ForeignCurrency): Promise<bigint> {
    const { data } = await askTicker(
      system,
      this.config,
      '/v2/exchange-rates?currency=USD',
      exchangeRatesAnswer,
      (answer) =>
        answer.data.currency === 'USD'
          ? null
          : `asked rates of USD, answered ${answer.data.currency}`,
    );
    return tickerPrice(system, data.rates[currency], `USD-${currency}`);
  }
}
