import { describe, expect, it } from 'vitest';
import { currentVersionOf, type StoredEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import { transactionsProjection } from './transactions-projection.js';

const submitted: StoredEvent = {
  streamId: 'transaction-GHOST-1732291234567-AB12CD34EF56GH78IJ',
  revision: 0,
  position: 7,
  type: 'PaymentSubmitted',
  data: {
    paymentId: 'GHOST-1732291234567-AB12CD34EF56GH78IJ',
    type: 'donation',
    method: 'crypto',
    cryptoType: 'sol',
    txid: '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW',
    amount: { minor: 1999, currency: 'USD' },
    region: null,
    username: null,
    email: null,
    subscriptionDuration: null,
    priceRef: null,
  },
  metadata: {
    eventId: '0b3c9a51-6f2e-4d8e-9a4e-1c2b3d4e5f60',
    occurredAt: '2026-11-22T10:00:00.000Z',
    actor: { kind: 'visitor', id: 'anonymous' },
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: currentVersionOf('PaymentSubmitted'),
  },
  prevHash: '0'.repeat(64),
  hash: 'f'.repeat(64),
};

describe('the transactions read model', () => {
  it('keys a transaction by its upper-cased payment ID', () => {
    expect(transactionsProjection.keysOf(submitted)).toEqual([
      'GHOST-1732291234567-AB12CD34EF56GH78IJ',
    ]);
    expect(transactionsProjection.keysOf({ ...submitted, streamId: 'settings' })).toEqual([]);
  });

  it('shows a submitted payment as awaiting verification, with its amount in major units and a log line', () => {
    const doc = applyEvent(
      transactionsProjection,
      null,
      submitted,
      'GHOST-1732291234567-AB12CD34EF56GH78IJ',
    );
    expect(doc).toMatchObject({
      _id: 'GHOST-1732291234567-AB12CD34EF56GH78IJ',
      _position: 7,
      status: 'pending_payment_verification',
      amount: 19.99,
      amount_minor: 1999,
      currency: 'USD',
      crypto_type: 'sol',
      payment_verified: false,
      created_at: '2026-11-22T10:00:00.000Z',
    });
    expect(doc?.logs).toHaveLength(1);
  });

  it('changes nothing when an event is applied twice', () => {
    const key = 'GHOST-1732291234567-AB12CD34EF56GH78IJ';
    const once = applyEvent(transactionsProjection, null, submitted, key);
    const twice = applyEvent(transactionsProjection, once, submitted, key);
    expect(twice).toEqual(once);
  });
});
