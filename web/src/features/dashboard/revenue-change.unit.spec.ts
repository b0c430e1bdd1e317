import { describe, expect, it } from 'vitest';
import { formatChange, revenueChange, trendOf } from './revenue-change';

describe('the 7-day revenue change', () => {
  it('compares the week against 7 times the last 24 hours', () => {
    expect(revenueChange(140, 10)).toBe(100);
    expect(revenueChange(35, 10)).toBe(-50);
    expect(revenueChange(70, 10)).toBe(0);
  });

  it('is +100% when that base is 0 and the week brought revenue, 0% when it brought none', () => {
    expect(revenueChange(25.5, 0)).toBe(100);
    expect(formatChange(revenueChange(25.5, 0), 'en')).toBe('+100%');
    expect(revenueChange(0, 0)).toBe(0);
    expect(formatChange(0, 'en')).toBe('0%');
  });

  it('shows the sign and at most one decimal, in the reader language', () => {
    expect(formatChange(-42.857, 'en')).toBe('-42.9%');
    expect(formatChange(12.5, 'de')).toBe('+12,5\u00a0%');
    expect(trendOf(3)).toBe('up');
    expect(trendOf(-3)).toBe('down');
    expect(trendOf(0)).toBe('flat');
  });
});
