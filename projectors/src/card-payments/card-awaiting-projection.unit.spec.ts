import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@ghost/events';
import { applyChanges, type DocChange } from '../runner/projection.js';
import type { TransactionDoc } from '../transactions/transaction-doc.js';
import { cardAwaitingProjection } from './card-awaiting-projection.js';

const card = {
  _id: 'GHOST-2',
  payment_id: 'GHOST-2',
  payment_method: 'card',
  status: 'pending_payment_verification',
  payment_provider: 'banxa',
  created_at: '2026-03-01T10:00:00.000Z',
  logs: [
    { id: 'e', action: 'card_payment_started', details: '', admin_username: null, created_at: '' },
  ],
} as unknown as TransactionDoc;

const change = (position: number, before: TransactionDoc | null, after: TransactionDoc | null) =>
  ({
    key: 'GHOST-2',
    before,
    after,
    event: { position } as StoredEvent,
  }) satisfies DocChange<TransactionDoc>;

describe('the card payments awaiting verification', () => {
  it('holds a card payment awaiting verification, without its history', () => {
    const row = applyChanges(cardAwaitingProjection, null, [change(1, null, card)], 'GHOST-2');
    expect(row).toMatchObject({ _id: 'GHOST-2', payment_provider: 'banxa', _position: 1 });
    expect(row).not.toHaveProperty('logs');
  });

  it('lets the row go once the payment moves on, and ignores other methods', () => {
    const verified = { ...card, status: 'pending_subscription_update' } as TransactionDoc;
    const row = applyChanges(cardAwaitingProjection, null, [change(1, null, card)], 'GHOST-2');
    expect(
      applyChanges(cardAwaitingProjection, row, [change(2, card, verified)], 'GHOST-2'),
    ).toBeNull();
    const crypto = { ...card, payment_method: 'crypto' } as TransactionDoc;
    expect(cardAwaitingProjection.keysOf(change(3, null, crypto))).toEqual([]);
  });

  it('changes nothing when a change is applied twice', () => {
    const once = applyChanges(cardAwaitingProjection, null, [change(4, null, card)], 'GHOST-2');
    expect(applyChanges(cardAwaitingProjection, once, [change(4, null, card)], 'GHOST-2')).toBe(
      once,
    );
  });
});
