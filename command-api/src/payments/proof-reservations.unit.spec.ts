import { describe, expect, it } from 'vitest';
import { streams } from '@ghost/events';
import { carriedTxidKey, proofKeys, quoteKey } from './proof-reservations.js';
import { btcQuote, cryptoDonation } from './testing/transaction-examples.js';
import type { SubmittedPayment } from './transaction-commands.js';

const hash = 'ab'.repeat(32);
const payment: SubmittedPayment = { ...cryptoDonation, txid: `0x${hash.toUpperCase()}` };
const quoted: SubmittedPayment = { ...payment, cryptoQuote: btcQuote };
const txidKey = streams.txid('crypto', hash);

describe('the proofs a crypto payment reserves', () => {
  it('reserves the hash alone without a quote, compared without case or 0x', () => {
    expect(proofKeys(payment)).toEqual([txidKey]);
  });

  it('reserves, with a quote, the hash, the quote and the transfer as carrying its quoted amount', () => {
    expect(proofKeys(quoted)).toEqual(
      [txidKey, quoteKey('q-1'), carriedTxidKey(hash, '12345')].sort(),
    );
  });

  it('claims a hash another payment named first only as the transfer carrying its quoted amount', () => {
    expect(proofKeys(quoted, [], 'carried')).toEqual(
      [quoteKey('q-1'), carriedTxidKey(hash, '12345')].sort(),
    );
  });

  it('gives two quoted amounts two claims of one transfer, and one amount a single one', () => {
    expect(carriedTxidKey(hash, '12345')).not.toBe(carriedTxidKey(hash, '12346'));
    expect(carriedTxidKey(hash, '12345')).toBe(carriedTxidKey(hash, '12345'));
  });
});
