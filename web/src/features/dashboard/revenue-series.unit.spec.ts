import { describe, expect, it } from 'vitest';
import { dayLabel, dayStarts, seriesSummary } from './revenue-series';

const days = [
  { date: '2026-03-08', revenue: 25.5, transactions: 2 },
  { date: '2026-03-09', revenue: 0.1, transactions: 1 },
  { date: '2026-03-10', revenue: 25.5, transactions: 2 },
];

describe('the revenue series', () => {
  it('sums the days to the cent and names the best one, the latest of equals', () => {
    expect(seriesSummary(days)).toEqual({ total: 51.1, best: days[2] });
    expect(seriesSummary([]).total).toBe(0);
  });

  it('labels days in UTC in the reader language, and places them at their start', () => {
    expect(dayLabel('2026-03-10', 'en')).toBe('Mar 10');
    expect(dayLabel('2026-03-10', 'de')).toBe('10. März');
    expect(dayStarts(days)[0]).toBe(Date.UTC(2026, 2, 8) / 1000);
  });
});
