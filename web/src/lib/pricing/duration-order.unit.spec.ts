import { describe, expect, it } from 'vitest';
import { compareDurations, durationOrder, sortByDuration } from './duration-order';

describe('the duration order of the price lists', () => {
  it('runs 1, 2, 3, 4, 5, 6, 8, 12, 13, 24, 25 months, and lifetime last', () => {
    expect(durationOrder).toEqual([
      '1_month',
      '2_months',
      '3_months',
      '4_months',
      '5_months',
      '6_months',
      '8_months',
      '1_year',
      '13_months',
      '2_years',
      '25_months',
      'lifetime',
    ]);
  });

  it('sorts a list by months without changing the given one', () => {
    const given = [
      { duration: 'lifetime' as const, price: 170 },
      { duration: '2_years' as const, price: 70 },
      { duration: '13_months' as const, price: 42 },
      { duration: '1_year' as const, price: 40 },
      { duration: '1_month' as const, price: 5 },
    ];
    expect(sortByDuration(given).map(({ duration }) => duration)).toEqual([
      '1_month',
      '1_year',
      '13_months',
      '2_years',
      'lifetime',
    ]);
    expect(given[0]?.duration).toBe('lifetime');
  });

  it('compares a year as twelve months: after 8 months, before 13', () => {
    expect(compareDurations('1_year', '8_months')).toBeGreaterThan(0);
    expect(compareDurations('1_year', '13_months')).toBeLessThan(0);
    expect(compareDurations('lifetime', '25_months')).toBeGreaterThan(0);
  });
});
