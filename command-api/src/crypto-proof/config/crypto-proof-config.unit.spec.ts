import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '@ghost/events';
import { parseCryptoProofConfig } from './crypto-proof-config.js';

const key = Buffer.alloc(32, 9).toString('base64');
const endpoints = {
  CHAIN_BTC_ESPLORA_URL: 'https://mempool.space/api/',
  CHAIN_ETH_RPC_URL: 'https://eth.example/rpc',
  CHAIN_BSC_RPC_URL: 'https://bsc.example/rpc',
  CHAIN_BASE_RPC_URL: 'https://base.example/rpc',
  CHAIN_SOL_RPC_URL: 'https://sol.example/rpc',
};

describe('the crypto configuration', () => {
  it('uses the sandboxes in embedded mode when nothing is set', () => {
    expect(parseCryptoProofConfig('embedded', {})).toEqual({
      rates: { kind: 'sandbox', timeoutMs: 5000, cacheMs: 60_000, maxGapBasisPoints: 200 },
      chains: { kind: 'sandbox', port: 0, timeoutMs: 10_000 },
      checks: { intervalMs: 30_000, deadlineMs: 24 * 3_600_000 },
      quoteKey: null,
      partition: { index: 0, count: 1 },
    });
  });

  it('reads the chain check every CHAIN_CHECK_INTERVAL_MS, until CHAIN_CHECK_DEADLINE_HOURS', () => {
    expect(
      parseCryptoProofConfig('embedded', {
        CHAIN_CHECK_INTERVAL_MS: '250',
        CHAIN_CHECK_DEADLINE_HOURS: '48',
      }).checks,
    ).toEqual({ intervalMs: 250, deadlineMs: 48 * 3_600_000 });
    expect(() => parseCryptoProofConfig('embedded', { CHAIN_CHECK_INTERVAL_MS: '0' })).toThrow(
      /CHAIN_CHECK_INTERVAL_MS/,
    );
  });

  it('reads the real chains once an endpoint is set, and then needs all five', () => {
    const config = parseCryptoProofConfig('embedded', endpoints);
    expect(config.chains).toEqual({
      kind: 'real',
      timeoutMs: 10_000,
      endpoints: {
        bitcoin: 'https://mempool.space/api',
        ethereum: 'https://eth.example/rpc',
        bnbSmartChain: 'https://bsc.example/rpc',
        base: 'https://base.example/rpc',
        solana: 'https://sol.example/rpc',
      },
    });
    expect(() =>
      parseCryptoProofConfig('embedded', { CHAIN_ETH_RPC_URL: 'https://eth.example' }),
    ).toThrow(/CHAIN_BTC_ESPLORA_URL is missing/);
  });

  it('asks the exchanges and the real chains in distributed mode, with a shared quote key', () => {
    expect(() => parseCryptoProofConfig('distributed', endpoints)).toThrow(
      /CRYPTO_QUOTE_KEY is missing/,
    );
    const config = parseCryptoProofConfig('distributed', {
      ...endpoints,
      CRYPTO_QUOTE_KEY: key,
      COMMAND_INSTANCE_INDEX: '1',
      COMMAND_INSTANCE_COUNT: '3',
      RATE_MAX_GAP_PERCENT: '1.5',
    });
    expect(config.rates).toEqual({
      kind: 'exchanges',
      coinbaseUrl: 'https://api.coinbase.com',
      krakenUrl: 'https://api.kraken.com',
      timeoutMs: 5000,
      cacheMs: 60_000,
      maxGapBasisPoints: 150,
    });
    expect(config.quoteKey).toHaveLength(32);
    expect(config.partition).toEqual({ index: 1, count: 3 });
  });

  it('names the bad variable', () => {
    expect(() => parseCryptoProofConfig('embedded', { CHAIN_SOL_RPC_URL: 'not a url' })).toThrow(
      ConfigurationError,
    );
    expect(() => parseCryptoProofConfig('embedded', { CRYPTO_QUOTE_KEY: 'c2hvcnQ=' })).toThrow(
      /CRYPTO_QUOTE_KEY/,
    );
    expect(() =>
      parseCryptoProofConfig('embedded', {
        COMMAND_INSTANCE_INDEX: '2',
        COMMAND_INSTANCE_COUNT: '2',
      }),
    ).toThrow(/COMMAND_INSTANCE_INDEX is "2"/);
  });
});
