import { describe, expect, it } from 'vitest';
import { streams } from '@ghost/events';
import { carriedTxidKey, proofKeys, quoteKey } from './proof-reservations.js';
import { cryptoDonation } from './testing/transaction-examples.js';
import type { SubmittedPayment } from './transaction-commands.js';

const quote = {
  quoteId: 'q-1',
  cryptoAmount: '0.00012345',
  units: '12345',
  rate: '97200',
  currency: 'USD',
  address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  network: 'bitcoin',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-11-22T10:15:00.000Z',
} as const;
const hash = 'ab'.repeat(32);
const payment: SubmittedPayment = { ...cryptoDonation, txid: `0x${hash.toUpperCase()}` };
const quoted: SubmittedPayment = { ...payment, cryptoQuote: quote };
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
