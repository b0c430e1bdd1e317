import { z } from 'zod';
import { ConfigurationError, parseEnv } from '@ghost/events';
import type { DeploymentMode } from '../../integrations/config/integrations-config.js';
import { envQuoteKey } from '../quotes/quote-key.js';

const milliseconds = (fallback: number) =>
  z.coerce.number().int().min(1).max(600_000).default(fallback);
const endpoint = () => z.url({ protocol: /^https?$/ }).optional();

/** Every variable of crypto quotes and chain checks, each documented in command-api/README.md. */
export const cryptoProofEnv = {
  RATE_SOURCE: z.enum(['sandbox', 'exchanges']).optional(),
  RATE_COINBASE_URL: z.url().default('https://api.coinbase.com'),
  RATE_KRAKEN_URL: z.url().default('https://api.kraken.com'),
  RATE_TIMEOUT_MS: milliseconds(5000),
  RATE_CACHE_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  RATE_MAX_GAP_PERCENT: z.coerce.number().min(0.1).max(10).default(2),

  CHAIN_SOURCE: z.enum(['sandbox', 'real']).optional(),
  CHAIN_BTC_ESPLORA_URL: endpoint(),
  CHAIN_ETH_RPC_URL: endpoint(),
  CHAIN_BSC_RPC_URL: endpoint(),
  CHAIN_BASE_RPC_URL: endpoint(),
  CHAIN_SOL_RPC_URL: endpoint(),
  CHAIN_TIMEOUT_MS: milliseconds(10_000),
  CHAIN_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  CHAIN_CHECK_INTERVAL_MS: milliseconds(30_000),
  CHAIN_CHECK_DEADLINE_HOURS: z.coerce.number().int().min(1).max(168).default(24),

  CRYPTO_QUOTE_KEY: envQuoteKey().optional(),
  COMMAND_INSTANCE_INDEX: z.coerce.number().int().min(0).max(63).default(0),
  COMMAND_INSTANCE_COUNT: z.coerce.number().int().min(1).max(64).default(1),
};

export interface ChainEndpoints {
  bitcoin: string;
  ethereum: string;
  bnbSmartChain: string;
  base: string;
  solana: string;
}

export interface CryptoProofConfig {
  rates:
    | { kind: 'sandbox'; timeoutMs: number; cacheMs: number; maxGapBasisPoints: number }
    | {
        kind: 'exchanges';
        coinbaseUrl: string;
        krakenUrl: string;
        timeoutMs: number;
        cacheMs: number;
        maxGapBasisPoints: number;
      };
  chains:
    | { kind: 'sandbox'; port: number; timeoutMs: number }
    | { kind: 'real'; endpoints: ChainEndpoints; timeoutMs: number };
  /**
   * The chain check: how often a quoted payment's transaction is read, and how long after its
   * submission a transaction not seen (or not confirmed) is waited for before `not_found`.
   */
  checks: { intervalMs: number; deadlineMs: number };
  /** null: DATA_DIR/quote-signing.key (embedded mode only). */
  quoteKey: Buffer | null;
  partition: { index: number; count: number };
}

const trimmed = (url: string): string => url.replace(/\/+$/, '');

/**
 * Reads the crypto configuration. Rates: the exchange sandbox in embedded mode, Coinbase and
 * Kraken in distributed mode (RATE_SOURCE overrides). Chains: in embedded mode the chain sandbox
 * unless an endpoint is set (then all five are needed), in distributed mode the five endpoints,
 * required (CHAIN_SOURCE overrides). Distributed mode also needs CRYPTO_QUOTE_KEY, the same on
 * every instance, and each instance its COMMAND_INSTANCE_INDEX of COMMAND_INSTANCE_COUNT.
 */
export const parseCryptoProofConfig = (
  mode: DeploymentMode,
  env: NodeJS.ProcessEnv = process.env,
): CryptoProofConfig => {
  const vars = parseEnv(cryptoProofEnv, env);
  const real = mode === 'distributed';
  const anyEndpoint = [
    vars.CHAIN_BTC_ESPLORA_URL,
    vars.CHAIN_ETH_RPC_URL,
    vars.CHAIN_BSC_RPC_URL,
    vars.CHAIN_BASE_RPC_URL,
    vars.CHAIN_SOL_RPC_URL,
  ].some((url) => url !== undefined);
  const chainKind = vars.CHAIN_SOURCE ?? (real || anyEndpoint ? 'real' : 'sandbox');
  const rateKind = vars.RATE_SOURCE ?? (real ? 'exchanges' : 'sandbox');
  const required = (value: string | undefined, variable: string, what: string): string => {
    if (value === undefined) throw new ConfigurationError(variable, `is missing: ${what}`);
    return trimmed(value);
  };
  if (real && vars.CRYPTO_QUOTE_KEY === undefined) {
    throw new ConfigurationError(
      'CRYPTO_QUOTE_KEY',
      'is missing: distributed mode has no key file to keep it in',
    );
  }
  if (vars.COMMAND_INSTANCE_INDEX >= vars.COMMAND_INSTANCE_COUNT) {
    throw new ConfigurationError(
      'COMMAND_INSTANCE_INDEX',
      `is "${vars.COMMAND_INSTANCE_INDEX}": must be less than COMMAND_INSTANCE_COUNT (${vars.COMMAND_INSTANCE_COUNT})`,
    );
  }
  const rateTuning = {
    timeoutMs: vars.RATE_TIMEOUT_MS,
    cacheMs: vars.RATE_CACHE_SECONDS * 1000,
    maxGapBasisPoints: Math.round(vars.RATE_MAX_GAP_PERCENT * 100),
  };
  return {
    rates:
      rateKind === 'sandbox'
        ? { kind: 'sandbox', ...rateTuning }
        : {
            kind: 'exchanges',
            coinbaseUrl: trimmed(vars.RATE_COINBASE_URL),
            krakenUrl: trimmed(vars.RATE_KRAKEN_URL),
            ...rateTuning,
          },
    chains:
      chainKind === 'sandbox'
        ? { kind: 'sandbox', port: vars.CHAIN_SANDBOX_PORT, timeoutMs: vars.CHAIN_TIMEOUT_MS }
        : {
            kind: 'real',
            timeoutMs: vars.CHAIN_TIMEOUT_MS,
            endpoints: {
              bitcoin: required(
                vars.CHAIN_BTC_ESPLORA_URL,
                'CHAIN_BTC_ESPLORA_URL',
                'the Esplora API Bitcoin transactions are read from',
              ),
              ethereum: required(
                vars.CHAIN_ETH_RPC_URL,
                'CHAIN_ETH_RPC_URL',
                'the Ethereum JSON-RPC endpoint (ETH, USDT)',
              ),
              bnbSmartChain: required(
                vars.CHAIN_BSC_RPC_URL,
                'CHAIN_BSC_RPC_URL',
                'the BNB Smart Chain JSON-RPC endpoint',
              ),
              base: required(
                vars.CHAIN_BASE_RPC_URL,
                'CHAIN_BASE_RPC_URL',
                'the Base JSON-RPC endpoint (USDC)',
              ),
              solana: required(
                vars.CHAIN_SOL_RPC_URL,
                'CHAIN_SOL_RPC_URL',
                'the Solana JSON-RPC endpoint',
              ),
            },
          },
    checks: {
      intervalMs: vars.CHAIN_CHECK_INTERVAL_MS,
      deadlineMs: vars.CHAIN_CHECK_DEADLINE_HOURS * 3_600_000,
    },
    quoteKey: vars.CRYPTO_QUOTE_KEY ?? null,
    partition: { index: vars.COMMAND_INSTANCE_INDEX, count: vars.COMMAND_INSTANCE_COUNT },
  };
};
