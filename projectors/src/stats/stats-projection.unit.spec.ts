import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@ghost/events';
import { applyChanges, type DocChange } from '../runner/projection.js';
import type { TransactionDoc } from '../transactions/transaction-doc.js';
import { bucketsOf, periodCover } from './stats-doc.js';
import { statsProjection } from './stats-projection.js';

const transaction = (overrides: Partial<TransactionDoc> = {}): TransactionDoc => ({
  _id: 'GHOST-1',
  id: 'GHOST-1',
  payment_id: 'GHOST-1',
  txid: 'tx',
  user_username: null,
  user_email: null,
  type: 'donation',
  payment_method: 'crypto',
  crypto_type: 'eth',
  region: null,
  processor: null,
  payment_provider: null,
  payment_ipn_token: null,
  amount: 12.5,
  amount_minor: 1250,
  currency: 'EUR',
  status: 'pending_payment_verification',
  payment_verified: false,
  subscription_updated: false,
  subscription_duration: null,
  notes: null,
  payment_code: null,
  gift_card_codes: null,
  created_at: '2026-03-01T10:15:30.000Z',
  updated_at: '2026-03-01T10:15:30.000Z',
  logs: [],
  ...overrides,
});

const change = (
  position: number,
  before: TransactionDoc | null,
  after: TransactionDoc | null,
): DocChange<TransactionDoc> => ({
  key: 'GHOST-1',
  before,
  after,
  event: { position } as StoredEvent,
});

const apply = (
  buckets: Map<string, ReturnType<typeof statsProjection.evolve>>,
  changed: DocChange<TransactionDoc>,
) => {
  for (const key of statsProjection.keysOf(changed)) {
    buckets.set(key, applyChanges(statsProjection, buckets.get(key) ?? null, [changed], key));
  }
};

describe('the stats read model', () => {
  it('counts a transaction in the totals and the hour of its creation', () => {
    expect(statsProjection.keysOf(change(1, null, transaction()))).toEqual([
      'totals',
      'hour:2026-03-01T10',
    ]);
  });

  it('moves a payment verified days later from pending to completed in the buckets of its creation', () => {
    const buckets = new Map();
    const submitted = transaction();
    apply(buckets, change(1, null, submitted));
    const verified = {
      ...submitted,
      status: 'completed' as const,
      updated_at: '2026-03-05T09:00:00.000Z',
    };
    const moved = change(2, submitted, verified);
    expect(statsProjection.keysOf(moved)).toEqual(bucketsOf(submitted.created_at));
    apply(buckets, moved);
    expect(buckets.get('hour:2026-03-01T10')).toEqual({
      _id: 'hour:2026-03-01T10',
      _position: 2,
      groups: Object.fromEntries(
        ['all', 'method:crypto', 'crypto:eth'].map((group) => [
          group,
          {
            pending_payment_verification: { count: 0, amounts: { EUR: 0 } },
            completed: { count: 1, amounts: { EUR: 1250 } },
          },
        ]),
      ),
    });
  });

  it('changes nothing when a change is applied twice', () => {
    const submitted = change(3, null, transaction());
    const once = applyChanges(statsProjection, null, [submitted], 'totals');
    expect(applyChanges(statsProjection, once, [submitted], 'totals')).toBe(once);
  });

  it('gives a batch of changes at once what they give one after the other, and leaves the stored bucket as it was', () => {
    const first = transaction({ _id: 'GHOST-1' });
    const second = transaction({
      _id: 'GHOST-2',
      currency: 'USD',
      payment_method: 'card',
      crypto_type: null,
    });
    const paid = { ...first, status: 'completed' as const };
    const changes = [change(5, null, first), change(6, null, second), change(7, first, paid)];
    const stored = applyChanges(
      statsProjection,
      null,
      [change(4, null, transaction({ _id: 'GHOST-0' }))],
      'totals',
    );
    const snapshot = structuredClone(stored);
    let oneByOne = stored;
    for (const each of changes)
      oneByOne = applyChanges(statsProjection, oneByOne, [each], 'totals');
    expect(applyChanges(statsProjection, stored, changes, 'totals')).toEqual(oneByOne);
    expect(stored).toEqual(snapshot);
  });

  it('covers a window with the buckets of its whole hours and the creation times of the parts of hours at its edges', () => {
    expect(periodCover(new Date('2026-03-01T09:58:10Z'), new Date('2026-03-01T12:01:59Z'))).toEqual(
      {
        hours: ['hour:2026-03-01T10', 'hour:2026-03-01T11'],
        edges: [
          { from: '2026-03-01T09:58:00.000Z', to: '2026-03-01T10:00:00.000Z' },
          { from: '2026-03-01T12:00:00.000Z', to: '2026-03-01T12:02:00.000Z' },
        ],
      },
    );
    expect(periodCover(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-07T23:59:00Z'))).toEqual(
      { hours: expect.any(Array), edges: [] },
    );
    expect(
      periodCover(new Date('2026-03-01T00:00:00Z'), new Date('2026-03-07T23:59:00Z')).hours,
    ).toHaveLength(7 * 24);
    expect(periodCover(new Date('2026-03-01T10:05:00Z'), new Date('2026-03-01T10:59:30Z'))).toEqual(
      { hours: [], edges: [{ from: '2026-03-01T10:05:00.000Z', to: '2026-03-01T11:00:00.000Z' }] },
    );
  });
});
