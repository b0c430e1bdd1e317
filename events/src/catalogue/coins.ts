import { powerOfTen } from './coin-units.js';
import type { CryptoType } from './payment-constants.js';

/** The networks the portal's coins are received on. */
export const chainNetworks = ['bitcoin', 'ethereum', 'bnb-smart-chain', 'base', 'solana'] as const;
export type ChainNetwork = (typeof chainNetworks)[number];

/** An ERC-20 token: the contract whose `Transfer` logs move it. */
export interface Erc20Token {
  standard: 'erc20';
  /** The token contract, EIP-55 spelling. */
  contract: `0x${string}`;
}

/** What the portal knows of a coin: where it lives, its units, when a transfer counts. */
export interface CoinSpec {
  coin: CryptoType;
  symbol: string;
  name: string;
  network: ChainNetwork;
  /** EIP-155 chain id for the EVM networks (what EIP-681 links name); null elsewhere. */
  chainId: number | null;
  /** Decimals of the smallest unit on the chain: 8 (satoshi), 18 (wei), 9 (lamport), 6 (USDT, USDC). */
  decimals: number;
  /**
   * Decimals a quote fixes: the amount asked is a whole number of 10^-shownDecimals. ETH and BNB
   * are asked to 8 decimals (a hundred-millionth of an ETH is far below a cent), everything
   * else to its full precision.
   */
  shownDecimals: number;
  /** For a token, its contract; null for the chain's own coin. */
  token: Erc20Token | null;
  /** A stablecoin is quoted 1:1 to this currency. */
  peggedTo: 'USD' | null;
  /**
   * Blocks on top of (and including) the transfer's before it counts as paid:
   * - Bitcoin 2: a block every 10 minutes on average and one-block reorganisations do happen,
   *   two blocks make a reversal of a small payment very unlikely at a 10-20 minute wait;
   * - Ethereum (ETH, USDT) 3: 12-second slots, reorganisations deeper than one block are very
   *   rare since proof of stake; 3 blocks is about 36 seconds (full finality, ~13 minutes, is
   *   kept for amounts far above a subscription);
   * - BNB Smart Chain 3: sub-second blocks with fast finality voting, 3 blocks settle in seconds;
   * - Base (USDC) 3: 2-second blocks from the sequencer, 3 blocks are 6 seconds;
   * - Solana 1 at the `confirmed` commitment: a supermajority of stake voted for the block,
   *   and no confirmed block has been rolled back; `finalized` adds ~13 seconds for nothing
   *   at these amounts.
   */
  requiredConfirmations: number;
}

/**
 * The six coins of the portal. Contracts and chain ids are the networks' own: Tether USD on
 * Ethereum mainnet (chain 1), native USD Coin on Base (chain 8453, Circle's contract), BNB on BNB
 * Smart Chain (chain 56).
 */
export const coinSpecs: Record<CryptoType, CoinSpec> = {
  btc: {
    coin: 'btc',
    symbol: 'BTC',
    name: 'Bitcoin',
    network: 'bitcoin',
    chainId: null,
    decimals: 8,
    shownDecimals: 8,
    token: null,
    peggedTo: null,
    requiredConfirmations: 2,
  },
  eth: {
    coin: 'eth',
    symbol: 'ETH',
    name: 'Ethereum',
    network: 'ethereum',
    chainId: 1,
    decimals: 18,
    shownDecimals: 8,
    token: null,
    peggedTo: null,
    requiredConfirmations: 3,
  },
  usdt: {
    coin: 'usdt',
    symbol: 'USDT',
    name: 'Tether (ERC-20)',
    network: 'ethereum',
    chainId: 1,
    decimals: 6,
    shownDecimals: 6,
    token: { standard: 'erc20', contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    peggedTo: 'USD',
    requiredConfirmations: 3,
  },
  bnb: {
    coin: 'bnb',
    symbol: 'BNB',
    name: 'BNB',
    network: 'bnb-smart-chain',
    chainId: 56,
    decimals: 18,
    shownDecimals: 8,
    token: null,
    peggedTo: null,
    requiredConfirmations: 3,
  },
  sol: {
    coin: 'sol',
    symbol: 'SOL',
    name: 'Solana',
    network: 'solana',
    chainId: null,
    decimals: 9,
    shownDecimals: 9,
    token: null,
    peggedTo: null,
    requiredConfirmations: 1,
  },
  usdc: {
    coin: 'usdc',
    symbol: 'USDC',
    name: 'USD Coin (Base)',
    network: 'base',
    chainId: 8453,
    decimals: 6,
    shownDecimals: 6,
    token: { standard: 'erc20', contract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
    peggedTo: 'USD',
    requiredConfirmations: 3,
  },
};

/** The coins received on a network (Ethereum carries ETH and USDT). */
export const coinsOnNetwork = (network: ChainNetwork): CoinSpec[] =>
  Object.values(coinSpecs).filter((spec) => spec.network === network);

/** A quoted amount (in 10^-shownDecimals) in the chain's smallest units. */
export const shownToChainUnits = (coin: CryptoType, shownUnits: bigint): bigint => {
  const spec = coinSpecs[coin];
  return shownUnits * powerOfTen(spec.decimals - spec.shownDecimals);
};
