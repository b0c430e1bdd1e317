import { resolvePendingHours, transactionStatuses } from '@ghost/events/contract';
import { describe, expect, it } from 'vitest';
import { isOverdue } from './overdue';

const created = '2026-03-01T09:00:00.000Z';
const awaiting = { status: 'pending_payment_verification', created_at: created } as const;
/** The clock `minutes` after the payment was created. */
const after = (minutes: number) => new Date(Date.parse(created) + minutes * 60_000);

describe('a payment awaiting verification', () => {
  it('is not overdue at exactly the maximum pending hours', () => {
    expect(isOverdue(awaiting, 72, after(72 * 60))).toBe(false);
  });

  it('is overdue one minute past the maximum pending hours', () => {
    expect(isOverdue(awaiting, 72, after(72 * 60 + 1))).toBe(true);
  });

  it('follows the limit set: overdue after 1 hour when the setting is 1', () => {
    expect(isOverdue(awaiting, 1, after(60))).toBe(false);
    expect(isOverdue(awaiting, 1, after(61))).toBe(true);
  });

  it('is not overdue when its creation time cannot be read', () => {
    expect(isOverdue({ ...awaiting, created_at: 'yesterday' }, 1, after(10_000))).toBe(false);
  });
});

describe('a payment in any other status', () => {
  it('is never overdue, however long ago it was created', () => {
    const others = transactionStatuses.filter((status) => status !== awaiting.status);
    expect(others.length).toBeGreaterThan(0);
    for (const status of others) {
      expect(isOverdue({ status, created_at: created }, 1, after(365 * 24 * 60))).toBe(false);
    }
  });
});

describe('the maximum pending hours read from the setting', () => {
  it('is the whole number stored, from 1 to 168', () => {
    expect(resolvePendingHours('1')).toBe(1);
    expect(resolvePendingHours('24')).toBe(24);
    expect(resolvePendingHours(' 168 ')).toBe(168);
  });

  it('is 72 when the setting cannot be parsed, is missing or is out of range', () => {
    for (const setting of ['', 'soon', '12.5', '-3', undefined, '0', '169']) {
      expect(resolvePendingHours(setting)).toBe(72);
    }
  });

  it('makes an unparseable setting mark a payment overdue after 72 hours', () => {
    const limit = resolvePendingHours('three days');
    expect(isOverdue(awaiting, limit, after(72 * 60))).toBe(false);
    expect(isOverdue(awaiting, limit, after(72 * 60 + 1))).toBe(true);
  });
});
