import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createExchangeTickersSandbox,
  sandboxRateTable,
} from '../../sandboxes/exchange-tickers/exchange-tickers-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import {
  serveRecordedAnswers,
  type RecordedAnswersServer,
} from '../testing/recorded-answers-server.js';
import { CoinbaseTicker } from './coinbase-ticker.js';
import { KrakenTicker } from './kraken-ticker.js';
import { TwoTickerRateSource } from './two-ticker-rate-source.js';

const at = new Date('2026-11-24T10:00:00Z');

const sourceAt = (coinbaseUrl: string, krakenUrl: string, timeoutMs = 2000) =>
  new TwoTickerRateSource(
    [
      new CoinbaseTicker({ url: coinbaseUrl, timeoutMs }),
      new KrakenTicker({ url: krakenUrl, timeoutMs }),
    ],
    { maxGapBasisPoints: 200, clock: () => at },
  );

describe('the rate adapter against the answers the exchanges document', () => {
  let recorded: RecordedAnswersServer;

  beforeAll(async () => {
    recorded = await serveRecordedAnswers((request) => {
      // Coinbase's spot price answer, in the shape its price API documents.
      if (request.path === '/v2/prices/BTC-USD/spot') {
        return { body: { data: { amount: '30310.00', base: 'BTC', currency: 'USD' } } };
      }
      // Kraken's own example answer for GET /0/public/Ticker?pair=XBTUSD (REST API reference).
      if (request.path === '/0/public/Ticker?pair=XBTUSD') {
        return {
          body: {
            error: [],
            result: {
              XXBTZUSD: {
                a: ['30300.10000', '1', '1.000'],
                b: ['30300.00000', '1', '1.000'],
                c: ['30303.20000', '0.00067643'],
                v: ['4083.67001100', '4412.73601799'],
                p: ['30706.77771', '30689.13205'],
                t: [34619, 38907],
                l: ['29868.30000', '29868.30000'],
                h: ['31631.00000', '31631.00000'],
                o: '30502.80000',
              },
            },
          },
        };
      }
      if (request.path === '/0/public/Ticker?pair=BNBUSD') {
        return { body: { error: ['EQuery:Unknown asset pair'] } };
      }
      return { status: 404, body: { errors: [{ id: 'not_found', message: 'Not found' }] } };
    });
  });
  afterAll(async () => {
    await recorded.close();
  });

  it('reads both tickers and takes their midpoint when they agree', async () => {
    const answer = await sourceAt(recorded.url, recorded.url).rateFor('btc', 'USD');
    expect(answer).toEqual({
      outcome: 'rate',
      rate: {
        coin: 'btc',
        currency: 'USD',
        scaled: 3_030_660_000_000n,
        text: '30306.6',
        sources: [
          { name: 'coinbase', price: '30310' },
          { name: 'kraken', price: '30303.2' },
        ],
        at,
      },
    });
    expect(recorded.requests.map((request) => request.path)).toEqual([
      '/v2/prices/BTC-USD/spot',
      '/0/public/Ticker?pair=XBTUSD',
    ]);
  });

  it('gives no rate, saying why, when an exchange refuses the pair', async () => {
    const answer = await sourceAt(recorded.url, recorded.url).rateFor('bnb', 'USD');
    expect(answer.outcome).toBe('unavailable');
    expect(answer.outcome === 'unavailable' && answer.reason).toBe('source_failed');
  });
});

describe('the rate adapter against the exchange sandbox', () => {
  const sandbox = createExchangeTickersSandbox();
  let running: RunningSandbox;
  const source = (timeoutMs = 2000) =>
    sourceAt(`${running.url}/coinbase`, `${running.url}/kraken`, timeoutMs);

  beforeAll(async () => {
    running = await listenSandbox(sandbox.app);
  });
  afterAll(async () => {
    await running.close();
  });
  afterEach(() => {
    sandbox.faults.coinbase.clear();
    sandbox.faults.kraken.clear();
    sandbox.setPrice('kraken', 'BTC', sandboxRateTable.usd.BTC);
    sandbox.setPrice('coinbase', 'EUR', sandboxRateTable.usdIn.EUR);
  });

  it('prices each coin in USD from the documented table', async () => {
    const texts: Record<string, string> = {};
    for (const coin of ['btc', 'eth', 'bnb', 'sol', 'usdt', 'usdc'] as const) {
      const answer = await source().rateFor(coin, 'USD');
      texts[coin] = answer.outcome === 'rate' ? answer.rate.text : answer.detail;
    }
    expect(texts).toEqual({
      btc: '64000',
      eth: '3200',
      bnb: '600',
      sol: '150',
      usdt: '1',
      usdc: '1',
    });
  });

  it('prices in EUR and JPY through USD’s rate at both exchanges', async () => {
    const eur = await source().rateFor('btc', 'EUR');
    expect(eur.outcome === 'rate' && eur.rate.text).toBe('58880');
    const jpy = await source().rateFor('sol', 'JPY');
    expect(jpy.outcome === 'rate' && jpy.rate.text).toBe('22500');
  });

  it('quotes stablecoins 1:1 to USD without asking, and in EUR by the two fiat rates', async () => {
    const usd = await source().rateFor('usdc', 'USD');
    expect(usd).toMatchObject({ outcome: 'rate', rate: { text: '1', sources: [] } });
    sandbox.setPrice('coinbase', 'EUR', '0.93');
    const eur = await source().rateFor('usdt', 'EUR');
    // Coinbase 0.93; Kraken quotes EUR/USD 1.08695652 (1 / 0.92), whose inverse is 0.92.
    expect(eur).toMatchObject({
      outcome: 'rate',
      rate: {
        text: '0.925',
        sources: [
          { name: 'coinbase', price: '0.93' },
          { name: 'kraken', price: '0.92' },
        ],
      },
    });
  });

  it('refuses to quote when the exchanges are more than 2% apart', async () => {
    sandbox.setPrice('kraken', 'BTC', '65280');
    expect((await source().rateFor('btc', 'USD')).outcome).toBe('rate');
    sandbox.setPrice('kraken', 'BTC', '65300');
    expect(await source().rateFor('btc', 'USD')).toEqual({
      outcome: 'unavailable',
      reason: 'sources_disagree',
      detail: 'BTC in USD: coinbase 64000, kraken 65300 are 2.03% apart (at most 2% allowed)',
    });
  });

  it('gives no rate when either exchange answers 5xx or does not answer in time', async () => {
    sandbox.faults.kraken.add({ status: 503, times: 1 });
    expect(await source().rateFor('eth', 'USD')).toEqual({
      outcome: 'unavailable',
      reason: 'source_failed',
      detail: 'kraken: Kraken ticker: answered HTTP 503',
    });
    sandbox.faults.coinbase.add({ delayMs: 1500, times: 1 });
    expect(await source(150).rateFor('eth', 'USD')).toEqual({
      outcome: 'unavailable',
      reason: 'source_failed',
      detail: 'coinbase: Coinbase ticker: no answer within 150 ms',
    });
  });

  it('gives no rate when an exchange answers something it cannot read', async () => {
    sandbox.faults.coinbase.add({ status: 200, body: '{"data":{"amount":"lots"}}', times: 1 });
    const answer = await source().rateFor('btc', 'USD');
    expect(answer.outcome === 'unavailable' && answer.detail).toMatch(
      /^coinbase: Coinbase ticker: /,
    );
  });
});
