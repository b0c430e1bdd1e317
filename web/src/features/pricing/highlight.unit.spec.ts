import { describe, expect, it } from 'vitest';
import { isHighlighted } from './highlight';

describe('the highlighted rows of a price list', () => {
  it('are 3 months and 1 year in a list of more than 4 rows', () => {
    expect(isHighlighted('3_months', 5)).toBe(true);
    expect(isHighlighted('1_year', 5)).toBe(true);
    expect(isHighlighted('3_months', 7)).toBe(true);
    expect(isHighlighted('1_year', 7)).toBe(true);
  });

  it('are 3 months alone in a list of exactly 4 rows', () => {
    expect(isHighlighted('3_months', 4)).toBe(true);
    expect(isHighlighted('1_year', 4)).toBe(false);
  });

  it('are none in a list of 3 rows or fewer', () => {
    expect(isHighlighted('3_months', 3)).toBe(false);
    expect(isHighlighted('1_year', 3)).toBe(false);
  });

  it('are never another duration', () => {
    for (const duration of ['1_month', '6_months', '2_years', 'lifetime'] as const) {
      expect(isHighlighted(duration, 12)).toBe(false);
    }
  });
});
