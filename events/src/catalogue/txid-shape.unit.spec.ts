import { describe, expect, it } from 'vitest';
import { cryptoTypes } from './payment-constants.js';
import { fitsTxidShape, txidShapeMessages, txidShapeOfCoin } from './txid-shape.js';

/** The first Bitcoin transaction paying a person, and the first Ethereum transfer. */
const bitcoinTxid = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
const evmHash = '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060';
/** Base58 of 64-byte signatures: 88 characters, and 87 when the leading bytes are small. */
const solanaSignature88 =
  '3srvHUnBH6ywhb7UQPzSpasFMeg7HvMD6QSssPnVZi7vRt7rYP2Dr5eUGqqdqtWWGNxubEi6f3n6YHkbfrkXPa29';
const solanaSignature87 =
  'S4M7yD4moafxeHjrpKsjFRxvefz2jyjvWzXxfM6aBZJi92yqJKHDCEuFsC8LXVJ6MhJBCY6ZcgJH9uqcL9CLAis';

const evmCoins = ['eth', 'usdt', 'bnb', 'usdc'] as const;

describe('the shape of a transaction hash on each coin', () => {
  it('covers every coin of the catalogue', () => {
    expect(Object.keys(txidShapeOfCoin).sort()).toEqual([...cryptoTypes].sort());
    expect(Object.keys(txidShapeMessages).sort()).toEqual([...cryptoTypes].sort());
  });

  it('takes a Bitcoin hash of 64 hex digits, in either case', () => {
    expect(fitsTxidShape('btc', bitcoinTxid)).toBe(true);
    expect(fitsTxidShape('btc', bitcoinTxid.toUpperCase())).toBe(true);
    expect(fitsTxidShape('btc', `  ${bitcoinTxid} `)).toBe(true);
  });

  it('refuses a Bitcoin hash that is not 64 hex digits', () => {
    expect(fitsTxidShape('btc', bitcoinTxid.slice(1))).toBe(false);
    expect(fitsTxidShape('btc', `${bitcoinTxid}0`)).toBe(false);
    expect(fitsTxidShape('btc', `${bitcoinTxid.slice(1)}g`)).toBe(false);
    expect(fitsTxidShape('btc', `0x${bitcoinTxid}`)).toBe(false);
    expect(fitsTxidShape('btc', 'my payment')).toBe(false);
  });

  it('takes an EVM hash of 0x and 64 hex digits for ETH, USDT, BNB and USDC, with or without the 0x', () => {
    for (const coin of evmCoins) {
      expect(fitsTxidShape(coin, evmHash)).toBe(true);
      expect(fitsTxidShape(coin, evmHash.slice(2))).toBe(true);
      expect(fitsTxidShape(coin, evmHash.toUpperCase())).toBe(true);
    }
  });

  it('refuses an EVM hash of another length or with other characters', () => {
    for (const coin of evmCoins) {
      expect(fitsTxidShape(coin, evmHash.slice(0, -1))).toBe(false);
      expect(fitsTxidShape(coin, `${evmHash}a`)).toBe(false);
      expect(fitsTxidShape(coin, `${evmHash.slice(0, -1)}z`)).toBe(false);
      expect(fitsTxidShape(coin, `0x0x${evmHash.slice(4)}`)).toBe(false);
      expect(fitsTxidShape(coin, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    }
  });

  it('takes a Solana signature of 87 or 88 base58 characters', () => {
    expect(fitsTxidShape('sol', solanaSignature88)).toBe(true);
    expect(fitsTxidShape('sol', solanaSignature87)).toBe(true);
  });

  it('refuses a Solana signature of another length, with a letter base58 leaves out, or in hex', () => {
    expect(fitsTxidShape('sol', solanaSignature88.slice(0, 86))).toBe(false);
    expect(fitsTxidShape('sol', `${solanaSignature88}1`)).toBe(false);
    for (const outside of ['0', 'O', 'I', 'l']) {
      expect(fitsTxidShape('sol', `${outside}${solanaSignature87}`)).toBe(false);
    }
    expect(fitsTxidShape('sol', evmHash)).toBe(false);
    expect(fitsTxidShape('sol', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(false);
  });

  it('refuses a hash of one network for a coin of another', () => {
    expect(fitsTxidShape('eth', solanaSignature88)).toBe(false);
    expect(fitsTxidShape('btc', solanaSignature88)).toBe(false);
  });

  it("names the coin's network and the shape expected when it refuses", () => {
    expect(txidShapeMessages.btc).toBe(
      'This does not look like a Bitcoin transaction hash: 64 characters 0–9 and a–f.',
    );
    expect(txidShapeMessages.bnb).toBe(
      'This does not look like a BNB Smart Chain transaction hash: 0x followed by 64 characters 0–9 and a–f.',
    );
    expect(txidShapeMessages.sol).toMatch(
      /^This does not look like a Solana transaction signature/,
    );
  });
});
