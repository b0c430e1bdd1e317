import { describe, expect, it } from 'vitest';
import type { StoredEvent, TransactionEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import { storedEvent } from '../testing/stored-event.js';
import type { TransactionDoc } from './transaction-doc.js';
import { transactionsProjection } from './transactions-projection.js';

const key = 'GHOST-1732291234567-CH41NCH3CKPR0J3CT10N';
const txid = 'a'.repeat(64);
const address = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
let position = 0;

const stored = (event: TransactionEvent): StoredEvent => {
  position += 1;
  return storedEvent(`transaction-${key}`, position, event, {
    occurredAt: new Date(Date.UTC(2026, 10, 22, 10, position)).toISOString(),
    actor: { kind: 'system', id: 'chain-check' },
  });
};

const fold = (events: TransactionEvent[]): TransactionDoc | null =>
  events.reduce<TransactionDoc | null>(
    (doc, event) => applyEvent(transactionsProjection, doc, stored(event), key),
    null,
  );

const quote = {
  quoteId: 'q-1',
  cryptoAmount: '0.00012345',
  units: '12345',
  rate: '97200.5',
  currency: 'USD',
  address,
  network: 'bitcoin',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-11-22T10:15:00.000Z',
} as const;

const submitted = (cryptoQuote: typeof quote | null): TransactionEvent => ({
  type: 'PaymentSubmitted',
  data: {
    paymentId: key,
    type: 'donation',
    method: 'crypto',
    cryptoType: 'btc',
    txid,
    amount: { minor: 1200, currency: 'USD' },
    region: null,
    username: null,
    email: null,
    subscriptionDuration: null,
    priceRef: null,
    cryptoQuote,
  },
});

const seen = {
  txid,
  recipient: address,
  amount: '0.00012345',
  token: null,
  block: '870001',
  blockTime: '2026-11-22T10:05:00.000Z',
  requiredConfirmations: 2,
};

describe('the chain check in the transactions read model', () => {
  it('has no chain check for a crypto payment submitted without a quote', () => {
    expect(fold([submitted(null)])?.chain_check).toBeNull();
  });

  it('opens a quoted crypto payment pending, with the confirmations its coin needs', () => {
    expect(fold([submitted(quote)])?.chain_check).toEqual({
      status: 'pending',
      confirmations: 0,
      required_confirmations: 2,
      observed_amount: null,
    });
  });

  it('shows the confirmations while the transfer is seen, and says what was seen in the history', () => {
    const doc = fold([
      submitted(quote),
      { type: 'ChainTransferObserved', data: { ...seen, confirmations: 1, status: 'confirming' } },
    ]);
    expect(doc?.chain_check).toEqual({
      status: 'confirming',
      confirmations: 1,
      required_confirmations: 2,
      observed_amount: '0.00012345',
    });
    expect(doc?.logs.at(-1)).toMatchObject({
      action: 'chain_transfer_observed',
      details: `Seen on the network (confirming): 0.00012345 to ${address}, block 870001, 1 of 2 confirmations (transaction ${txid})`,
      admin_username: null,
    });
  });

  it('shows the verdict once concluded, naming the payment that contests the transfer', () => {
    const doc = fold([
      submitted(quote),
      {
        type: 'ChainCheckConcluded',
        data: {
          ...seen,
          amount: '0.00012346',
          confirmations: 2,
          verdict: 'contested',
          contestedBy: 'GHOST-1732291234999-OTHERPAYMENT0000000',
        },
      },
    ]);
    expect(doc?.chain_check).toEqual({
      status: 'contested',
      confirmations: 2,
      required_confirmations: 2,
      observed_amount: '0.00012346',
    });
    expect(doc?.logs.at(-1)?.details).toContain(
      'Chain check concluded: contested, the transfer carries the quoted amount of payment GHOST-1732291234999-OTHERPAYMENT0000000',
    );
    expect(doc?.status).toBe('pending_payment_verification');
  });

  it('says when nothing of the coin was seen and the transaction is in no block yet', () => {
    const doc = fold([
      submitted(quote),
      {
        type: 'ChainCheckConcluded',
        data: {
          ...seen,
          recipient: null,
          amount: null,
          block: null,
          blockTime: null,
          confirmations: 0,
          verdict: 'not_found',
          contestedBy: null,
        },
      },
    ]);
    expect(doc?.chain_check?.status).toBe('not_found');
    expect(doc?.logs.at(-1)?.details).toBe(
      `Chain check concluded: not_found: nothing of the coin, not in a block yet, 0 of 2 confirmations (transaction ${txid})`,
    );
  });
});
