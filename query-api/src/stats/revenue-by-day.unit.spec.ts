import { describe, expect, it } from 'vitest';
import type { StatsDoc } from '@ghost/projectors';
import { hourKeysOf, lastDays, revenueByDayOf } from './revenue-by-day.js';
import { defaultUsdRates } from './revenue.js';

const bucket = (id: string, groups: StatsDoc['groups']): StatsDoc => ({ _id: id, groups });

describe('revenue by day', () => {
  it('covers the last days in UTC, oldest first, today last', () => {
    expect(lastDays(new Date('2026-03-10T00:30:00.000Z'), 3)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(lastDays(new Date('2026-03-01T23:59:59.000Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('reads a day as its 24 hour buckets', () => {
    const keys = hourKeysOf('2026-03-10');
    expect(keys).toHaveLength(24);
    expect(keys[0]).toBe('hour:2026-03-10T00');
    expect(keys[23]).toBe('hour:2026-03-10T23');
  });

  it('adds up each day: revenue from received payments in dollars, transactions of any status', () => {
    const days = revenueByDayOf(
      ['2026-03-09', '2026-03-10'],
      [
        bucket('hour:2026-03-10T01', {
          all: {
            completed: { count: 1, amounts: { USD: 1000 } },
            pending_payment_verification: { count: 2, amounts: { USD: 5000 } },
          },
        }),
        bucket('hour:2026-03-10T17', {
          all: {
            pending_subscription_update: { count: 1, amounts: { EUR: 1000 } },
            failed: { count: 1, amounts: { USD: 700 } },
          },
        }),
      ],
      defaultUsdRates,
    );
    expect(days).toEqual([
      { date: '2026-03-09', revenue: 0, transactions: 0 },
      { date: '2026-03-10', revenue: 20.8, transactions: 5 },
    ]);
  });
});
