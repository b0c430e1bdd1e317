import type { ChainNetwork, Logger } from '@ghost/events';
import type { ChainReader } from '../ports/chain-reader.js';
import { chainSandboxPath, createChainSandbox } from '../sandboxes/chain/chain-sandbox.js';
import { createExchangeTickersSandbox } from '../sandboxes/exchange-tickers/exchange-tickers-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../sandboxes/running-sandbox.js';
import { EsploraChainReader } from './chain/esplora-chain-reader.js';
import { EvmChainReader } from './chain/evm-chain-reader.js';
import { SolanaChainReader } from './chain/solana-chain-reader.js';
import type { ChainEndpoints, CryptoProofConfig } from './config/crypto-proof-config.js';
import { AmountAllocator } from './quotes/amount-allocator.js';
import { CryptoQuotes } from './quotes/crypto-quotes.js';
import { loadOrCreateQuoteKey } from './quotes/quote-key.js';
import { CachedRateSource } from './rates/cached-rate-source.js';
import { CoinbaseTicker } from './rates/coinbase-ticker.js';
import { KrakenTicker } from './rates/kraken-ticker.js';
import { TwoTickerRateSource } from './rates/two-ticker-rate-source.js';

export interface CryptoProof {
  quotes: CryptoQuotes;
  rates: CachedRateSource;
  allocator: AmountAllocator;
  readers: Record<ChainNetwork, ChainReader>;
  /** How often the chain check reads, and its deadline (CHAIN_CHECK_INTERVAL_MS, _DEADLINE_HOURS). */
  checks: CryptoProofConfig['checks'];
  /** Where the sandboxes that were started listen: `chain` and `rates`, for the start log. */
  sandboxes: { chain?: string; rates?: string };
  stop(): Promise<void>;
}

const readersAt = (
  endpoints: ChainEndpoints,
  timeoutMs: number,
): Record<ChainNetwork, ChainReader> => ({
  bitcoin: new EsploraChainReader({ url: endpoints.bitcoin, timeoutMs }),
  ethereum: new EvmChainReader({
    network: 'ethereum',
    chainId: 1,
    url: endpoints.ethereum,
    timeoutMs,
  }),
  'bnb-smart-chain': new EvmChainReader({
    network: 'bnb-smart-chain',
    chainId: 56,
    url: endpoints.bnbSmartChain,
    timeoutMs,
  }),
  base: new EvmChainReader({ network: 'base', chainId: 8453, url: endpoints.base, timeoutMs }),
  solana: new SolanaChainReader({ url: endpoints.solana, timeoutMs }),
});

/**
 * Builds what crypto payments need, as the configuration asks: the rate source (behind a
 * 60-second cache), the quotes with their allocator and key, a chain reader per network, and the
 * sandboxes among them (the exchanges, the chain) on local ports. The real adapters run against
 * the sandboxes unchanged.
 */
export const startCryptoProof = async (
  config: CryptoProofConfig,
  deps: { dataDir: string; sandboxHost: string; clock: () => Date; log: Logger },
): Promise<CryptoProof> => {
  const running: RunningSandbox[] = [];
  const sandboxes: CryptoProof['sandboxes'] = {};
  try {
    let coinbaseUrl: string;
    let krakenUrl: string;
    if (config.rates.kind === 'exchanges') {
      ({ coinbaseUrl, krakenUrl } = config.rates);
    } else {
      const exchanges = await listenSandbox(createExchangeTickersSandbox().app, {
        host: deps.sandboxHost,
      });
      running.push(exchanges);
      sandboxes.rates = exchanges.url;
      coinbaseUrl = `${exchanges.url}/coinbase`;
      krakenUrl = `${exchanges.url}/kraken`;
    }
    const { timeoutMs, cacheMs, maxGapBasisPoints } = config.rates;
    const rates = new CachedRateSource(
      new TwoTickerRateSource(
        [
          new CoinbaseTicker({ url: coinbaseUrl, timeoutMs }),
          new KrakenTicker({ url: krakenUrl, timeoutMs }),
        ],
        { maxGapBasisPoints, clock: deps.clock },
      ),
      { ttlMs: cacheMs, failureTtlMs: Math.min(cacheMs, 10_000), clock: deps.clock },
    );

    let endpoints: ChainEndpoints;
    if (config.chains.kind === 'real') {
      endpoints = config.chains.endpoints;
    } else {
      const chain = await listenSandbox(createChainSandbox({ clock: deps.clock }).app, {
        host: deps.sandboxHost,
        port: config.chains.port,
      });
      running.push(chain);
      sandboxes.chain = chain.url;
      endpoints = {
        bitcoin: `${chain.url}${chainSandboxPath('bitcoin')}`,
        ethereum: `${chain.url}${chainSandboxPath('ethereum')}`,
        bnbSmartChain: `${chain.url}${chainSandboxPath('bnb-smart-chain')}`,
        base: `${chain.url}${chainSandboxPath('base')}`,
        solana: `${chain.url}${chainSandboxPath('solana')}`,
      };
    }

    const allocator = new AmountAllocator(config.partition);
    const key = config.quoteKey ?? loadOrCreateQuoteKey(deps.dataDir);
    deps.log.info({ sandboxes }, 'crypto proof ready');
    return {
      quotes: new CryptoQuotes({ rates, allocator, key, clock: deps.clock }),
      rates,
      allocator,
      readers: readersAt(endpoints, config.chains.timeoutMs),
      checks: config.checks,
      sandboxes,
      stop: async () => {
        await Promise.all(running.map((sandbox) => sandbox.close()));
      },
    };
  } catch (error) {
    await Promise.all(running.map((sandbox) => sandbox.close()));
    throw error;
  }
};
