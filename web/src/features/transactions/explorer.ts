import type { AdminTransaction } from '@ghost/events/contract';

/** Block explorers by coin (admin spec §4); every other coin, and card payouts, are on Polygon. */
const explorers: Record<string, string> = {
  eth: 'https://etherscan.io/tx/',
  btc: 'https://www.blockchain.com/explorer/transactions/btc/',
  sol: 'https://solscan.io/tx/',
  bnb: 'https://bscscan.com/tx/',
};
const polygonExplorer = 'https://polygonscan.com/tx/';

/**
 * Where a payment's transaction is seen on chain, or null when it has none. Gift-card and voucher
 * payments carry the portal's own reference (NINTENDO-…, REWARBLE-…) in the txid field: no chain
 * knows it, so no explorer is offered for them.
 */
export const explorerUrl = (
  transaction: Pick<AdminTransaction, 'txid' | 'crypto_type' | 'payment_method'>,
): string | null => {
  const txid = transaction.txid?.trim();
  if (!txid) return null;
  if (transaction.payment_method !== 'crypto' && transaction.payment_method !== 'card') return null;
  const base = (transaction.crypto_type && explorers[transaction.crypto_type]) ?? polygonExplorer;
  return `${base}${encodeURIComponent(txid)}`;
};
