import type { AdminTransaction } from '@ghost/events/contract';

/**
 * Block explorers by coin (ethereum for eth, bitcoin for btc, solana for sol, BNB
 * chain for bnb). The portal's USDT is an ERC-20 token on Ethereum and its USDC is on Base (the
 * networks the payment form names), so their hashes are looked up there, not on Polygon.
 */
const explorers: Record<string, string> = {
  eth: 'https://etherscan.io/tx/',
  usdt: 'https://etherscan.io/tx/',
  btc: 'https://www.blockchain.com/explorer/transactions/btc/',
  sol: 'https://solscan.io/tx/',
  bnb: 'https://bscscan.com/tx/',
  usdc: 'https://basescan.org/tx/',
};
/** Every other transaction with a txid: card payouts and any other method. */
const polygonExplorer = 'https://polygonscan.com/tx/';

/** The references the portal makes for gift-card and voucher payments: on no chain at all. */
const portalReference = /^(NINTENDO|REWARBLE)-/i;

/**
 * Where a payment's transaction is seen on chain, or null when it has none: every transaction
 * with a txid gets a link, by its coin, else on Polygon; but a gift-card or voucher payment's
 * txid is the portal's own reference (NINTENDO-…, REWARBLE-…), which no explorer knows.
 */
export const explorerUrl = (
  transaction: Pick<AdminTransaction, 'txid' | 'crypto_type' | 'payment_method'>,
): string | null => {
  const txid = transaction.txid?.trim();
  if (!txid || portalReference.test(txid)) return null;
  const base = (transaction.crypto_type && explorers[transaction.crypto_type]) ?? polygonExplorer;
  return `${base}${encodeURIComponent(txid)}`;
};
