import { describe, expect, it } from 'vitest';
import { baseMonthlyRate, priceValue } from './savings';

const seeded = [
  { duration: '1_month' as const, price: 5 },
  { duration: '2_months' as const, price: 9 },
  { duration: '3_months' as const, price: 12 },
  { duration: '6_months' as const, price: 22 },
  { duration: '1_year' as const, price: 40 },
  { duration: '2_years' as const, price: 70 },
  { duration: 'lifetime' as const, price: 170 },
];

describe('the value of a plan next to paying month by month', () => {
  it('compares with the 1-month price', () => {
    expect(baseMonthlyRate(seeded)).toBe(5);
  });

  it('compares with the shortest timed plan when 1 month is not on sale', () => {
    expect(baseMonthlyRate(seeded.slice(1))).toBe(4.5);
    expect(baseMonthlyRate([{ duration: 'lifetime', price: 170 }])).toBeNull();
  });

  it('tells the saving of each timed plan in whole percent, rounded down', () => {
    const values = seeded.slice(0, 6).map((price) => priceValue(price, 5));
    expect(values).toEqual([
      { kind: 'standard' },
      { kind: 'saving', percent: 10 },
      { kind: 'saving', percent: 20 },
      { kind: 'saving', percent: 26 },
      { kind: 'saving', percent: 33 },
      { kind: 'saving', percent: 41 },
    ]);
  });

  it('calls a plan at or above the base rate standard', () => {
    expect(priceValue({ duration: '3_months', price: 15 }, 5)).toEqual({ kind: 'standard' });
    expect(priceValue({ duration: '3_months', price: 16 }, 5)).toEqual({ kind: 'standard' });
  });

  it('tells after how many months at the base rate lifetime has paid for itself', () => {
    expect(priceValue({ duration: 'lifetime', price: 170 }, 5)).toEqual({
      kind: 'payback',
      months: 34,
    });
    expect(priceValue({ duration: 'lifetime', price: 171 }, 5)).toEqual({
      kind: 'payback',
      months: 35,
    });
  });

  it('has nothing to tell without a base rate', () => {
    expect(priceValue({ duration: 'lifetime', price: 170 }, null)).toEqual({ kind: 'none' });
  });
});
