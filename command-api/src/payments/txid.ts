/**
 * Two spellings of one proof of payment must reserve the same key: hex hashes are compared
 * without case and without a 0x prefix; other txids (base58 Solana signatures) keep their case.
 */
export const normalizeCryptoTxid = (txid: string): string => {
  const trimmed = txid.trim();
  return /^(0x)?[0-9a-f]+$/i.test(trimmed) ? trimmed.toLowerCase().replace(/^0x/, '') : trimmed;
};
