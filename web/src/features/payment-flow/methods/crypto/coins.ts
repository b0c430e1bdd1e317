import type { CryptoType } from '@ghost/events/contract';

/**
 * The six coins a payer may use: the network each is paid on, and the block explorer where the
 * visitor can see the receiving address and their transaction arrive.
 */
export const coinDetails: Record<
  CryptoType,
  { symbol: string; explorer: { name: string; addressUrl: (address: string) => string } }
> = {
  btc: {
    symbol: 'BTC',
    explorer: { name: 'mempool.space', addressUrl: (a) => `https://mempool.space/address/${a}` },
  },
  eth: {
    symbol: 'ETH',
    explorer: { name: 'Etherscan', addressUrl: (a) => `https://etherscan.io/address/${a}` },
  },
  usdt: {
    symbol: 'USDT',
    explorer: { name: 'Etherscan', addressUrl: (a) => `https://etherscan.io/address/${a}` },
  },
  bnb: {
    symbol: 'BNB',
    explorer: { name: 'BscScan', addressUrl: (a) => `https://bscscan.com/address/${a}` },
  },
  sol: {
    symbol: 'SOL',
    explorer: { name: 'Solscan', addressUrl: (a) => `https://solscan.io/account/${a}` },
  },
  usdc: {
    symbol: 'USDC',
    explorer: { name: 'BaseScan', addressUrl: (a) => `https://basescan.org/address/${a}` },
  },
};
