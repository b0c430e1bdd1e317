import { describe, expect, it } from 'vitest';
import { isOneTime, monthlyCost } from './monthly-cost';

describe('the monthly cost of a plan', () => {
  it('is the total divided by the months', () => {
    expect(monthlyCost(12, '3_months', 'USD')).toBe(4);
    expect(monthlyCost(40, '1_year', 'EUR')).toBe(3.33);
    expect(monthlyCost(70, '2_years', 'USD')).toBe(2.92);
  });

  it('rounds yen to a whole number', () => {
    expect(monthlyCost(3300, '6_months', 'JPY')).toBe(550);
    expect(monthlyCost(6000, '1_year', 'JPY')).toBe(500);
    expect(monthlyCost(1000, '3_months', 'JPY')).toBe(333);
    expect(monthlyCost(1350, '8_months', 'JPY')).toBe(169);
  });

  it('has none for lifetime, which is one-time', () => {
    expect(monthlyCost(170, 'lifetime', 'USD')).toBeNull();
    expect(isOneTime('lifetime')).toBe(true);
    expect(isOneTime('25_months')).toBe(false);
  });
});
