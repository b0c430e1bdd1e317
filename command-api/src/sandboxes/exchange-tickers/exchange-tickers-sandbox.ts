import Router from '@koa/router';
import Koa from 'koa';
import { z } from 'zod';
import { errorMiddleware, jsonBody, parseInput } from '@ghost/events/http';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';

/**
 * The sandbox's fixed table: USD for one coin, and units of EUR and JPY for one USD. Both
 * exchanges answer from it (so they agree), which makes every embedded quote reproducible:
 * $12.00 in BTC is 12 / 64,000 = 0.0001875 BTC, plus the tag.
 */
export const sandboxRateTable = {
  usd: { BTC: '64000', ETH: '3200', BNB: '600', SOL: '150' },
  usdIn: { EUR: '0.92', JPY: '150' },
} as const;

export type SandboxExchange = 'coinbase' | 'kraken';
type Asset = keyof typeof sandboxRateTable.usd;
type Fiat = keyof typeof sandboxRateTable.usdIn;

const krakenAssets: Record<string, { asset: Asset; key: string }> = {
  XBTUSD: { asset: 'BTC', key: 'XXBTZUSD' },
  ETHUSD: { asset: 'ETH', key: 'XETHZUSD' },
  BNBUSD: { asset: 'BNB', key: 'BNBUSD' },
  SOLUSD: { asset: 'SOL', key: 'SOLUSD' },
};

const priceText = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a decimal price');
const priceChange = z.strictObject({
  exchange: z.enum(['coinbase', 'kraken']),
  asset: z.enum(['BTC', 'ETH', 'BNB', 'SOL', 'EUR', 'JPY']),
  price: priceText,
});

export interface ExchangeTickersSandbox {
  app: Koa;
  faults: Record<SandboxExchange, FaultPlan>;
  /** Sets what one exchange says (USD for a coin, or units of EUR/JPY for one USD). */
  setPrice(exchange: SandboxExchange, asset: Asset | Fiat, price: string): void;
}

/**
 * Two local exchanges answering from the fixed table, in the wire format of the real ones so the
 * real rate adapter runs unchanged: Coinbase's `GET /coinbase/v2/prices/{ASSET}-USD/spot` and
 * `GET /coinbase/v2/exchange-rates?currency=USD`, Kraken's `GET /kraken/0/public/Ticker?pair=`.
 * `PUT /__sandbox/prices {exchange, asset, price}` moves one exchange's price (to try a gap
 * over 2%); `/{exchange}/__sandbox/faults` makes one of them fail or hang.
 */
export const createExchangeTickersSandbox = (): ExchangeTickersSandbox => {
  const books: Record<SandboxExchange, Record<Asset | Fiat, string>> = {
    coinbase: { ...sandboxRateTable.usd, ...sandboxRateTable.usdIn },
    kraken: { ...sandboxRateTable.usd, ...sandboxRateTable.usdIn },
  };
  const faults: Record<SandboxExchange, FaultPlan> = {
    coinbase: new FaultPlan(),
    kraken: new FaultPlan(),
  };
  const router = new Router();

  router.get('/coinbase/v2/prices/:pair/spot', (ctx) => {
    const [base, quote] = ctx.params.pair?.split('-') ?? [];
    const price = base && base in sandboxRateTable.usd ? books.coinbase[base as Asset] : undefined;
    if (!price || quote !== 'USD') {
      ctx.status = 404;
      ctx.body = { errors: [{ id: 'not_found', message: 'Invalid currency' }] };
      return;
    }
    ctx.body = { data: { amount: price, base, currency: 'USD' } };
  });

  router.get('/coinbase/v2/exchange-rates', (ctx) => {
    if ((ctx.query.currency ?? 'USD') !== 'USD') {
      ctx.status = 400;
      ctx.body = { errors: [{ id: 'invalid_request', message: 'Only USD in the sandbox' }] };
      return;
    }
    ctx.body = {
      data: {
        currency: 'USD',
        rates: { EUR: books.coinbase.EUR, JPY: books.coinbase.JPY, USD: '1.0' },
      },
    };
  });

  router.get('/kraken/0/public/Ticker', (ctx) => {
    const pair = String(ctx.query.pair ?? '');
    const answer = (key: string, last: string) => ({
      error: [],
      result: {
        [key]: { a: [last, '1', '1.000'], b: [last, '1', '1.000'], c: [last, '0.01000000'] },
      },
    });
    const known = krakenAssets[pair];
    if (known) {
      ctx.body = answer(known.key, books.kraken[known.asset]);
    } else if (pair === 'EURUSD') {
      // Kraken quotes the euro in dollars: the inverse of the table's EUR for one USD.
      const eurUsd = (1 / Number(books.kraken.EUR)).toFixed(8);
      ctx.body = answer('ZEURZUSD', eurUsd);
    } else if (pair === 'USDJPY') {
      ctx.body = answer('ZUSDZJPY', books.kraken.JPY);
    } else {
      ctx.body = { error: ['EQuery:Unknown asset pair'] };
    }
  });

  router.put('/__sandbox/prices', (ctx) => {
    const change = parseInput(priceChange, ctx.request.body);
    books[change.exchange][change.asset] = change.price;
    ctx.status = 204;
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(jsonBody());
  for (const exchange of ['coinbase', 'kraken'] as const) {
    const prefix = `/${exchange}/`;
    app.use(
      actOutFaults(
        faults[exchange],
        (path) => path.startsWith(prefix) && !path.includes('/__sandbox/'),
      ),
    );
    const control = new Router({ prefix: `/${exchange}` });
    const routes = faultControlRoutes(faults[exchange]);
    control.use(routes.routes());
    app.use(control.routes());
  }
  app.use(router.routes());
  app.use(router.allowedMethods());
  return {
    app,
    faults,
    setPrice: (exchange, asset, price) => {
      books[exchange][asset] = priceText.parse(price);
    },
  };
};
