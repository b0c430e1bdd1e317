import type { CryptoType } from './payment-constants.js';

/**
 * What a real proof of payment looks like on each coin's network, for the `security_require_txid`
 * setting: when it is on, a crypto payment's hash must have its coin's shape; when
 * off, any non-blank text is taken. The command side refuses with it and the
 * payment form checks with it as typed, so both always agree.
 *
 * - Bitcoin: a transaction id, 64 hex digits.
 * - Ethereum, Tether (ERC-20), BNB Smart Chain, USD Coin (Base): an EVM transaction hash, 0x and
 *   64 hex digits; accepted without the 0x too (the server keys hex hashes without it anyway).
 * - Solana: a transaction signature, 64 bytes in base58, 87 or 88 characters.
 *
 * Hex digits are taken in either case (the server compares hex hashes without case).
 */
export type TxidShape = 'bitcoin-txid' | 'evm-hash' | 'solana-signature';

export const txidShapeOfCoin: Record<CryptoType, TxidShape> = {
  btc: 'bitcoin-txid',
  eth: 'evm-hash',
  usdt: 'evm-hash',
  bnb: 'evm-hash',
  usdc: 'evm-hash',
  sol: 'solana-signature',
};

/** Base58 (Bitcoin's alphabet, as Solana uses it): no 0, O, I or l. */
const shapePatterns: Record<TxidShape, RegExp> = {
  'bitcoin-txid': /^[0-9a-f]{64}$/i,
  'evm-hash': /^(0x)?[0-9a-f]{64}$/i,
  'solana-signature': /^[1-9A-HJ-NP-Za-km-z]{87,88}$/,
};

/** Whether a hash, as typed (surrounding spaces aside), has the shape of one on the coin's network. */
export const fitsTxidShape = (coin: CryptoType, txid: string): boolean =>
  shapePatterns[txidShapeOfCoin[coin]].test(txid.trim());

const hexHash = '64 characters 0–9 and a–f';
const evmHash = `0x followed by ${hexHash}`;

/**
 * The refusal of a hash that does not fit, naming the coin's network and the shape expected. The
 * server answers with it (VALIDATION_ERROR, field `txid`, reason `txid_shape`); the payment form
 * shows its translation.
 */
export const txidShapeMessages: Record<CryptoType, string> = {
  btc: `This does not look like a Bitcoin transaction hash: ${hexHash}.`,
  eth: `This does not look like an Ethereum transaction hash: ${evmHash}.`,
  usdt: `This does not look like an Ethereum (ERC-20) transaction hash: ${evmHash}.`,
  bnb: `This does not look like a BNB Smart Chain transaction hash: ${evmHash}.`,
  usdc: `This does not look like a Base transaction hash: ${evmHash}.`,
  sol: 'This does not look like a Solana transaction signature: 87 or 88 letters and digits, without 0, O, I or l.',
};
