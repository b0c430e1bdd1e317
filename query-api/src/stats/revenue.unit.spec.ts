import { describe, expect, it } from 'vitest';
import { defaultUsdRates, parseUsdRates, revenueByCurrency, toDollars } from './revenue.js';

describe('revenue', () => {
  it('counts only payments received: awaiting subscription and completed', () => {
    expect(
      revenueByCurrency({
        pending_payment_verification: { count: 1, amounts: { USD: 500 } },
        pending_subscription_update: { count: 1, amounts: { USD: 1200 } },
        completed: { count: 2, amounts: { USD: 300, JPY: 1800 } },
        failed: { count: 1, amounts: { EUR: 999 } },
      }),
    ).toEqual({ USD: 1500, JPY: 1800 });
  });

  it('converts each currency from its minor units at its fixed rate and rounds to the cent once', () => {
    expect(toDollars({ USD: 1999, EUR: 1000, JPY: 1800 }, defaultUsdRates)).toBe(
      Math.round(1999 + 1000 * 1.08 + 1800 * 0.0067 * 100) / 100,
    );
    expect(toDollars({ XAU: 100, USD: 1 }, defaultUsdRates)).toBe(0.01);
  });

  it('reads rates from configuration over the defaults, and names a bad entry', () => {
    expect(parseUsdRates('EUR=1.1, GBP=1.3')).toEqual({
      rates: { ...defaultUsdRates, EUR: 1.1, GBP: 1.3 },
    });
    expect(parseUsdRates('')).toEqual({ rates: defaultUsdRates });
    expect(parseUsdRates('EUR=1.1,JPY=-1')).toEqual({ bad: 'JPY=-1' });
    expect(parseUsdRates('eur')).toEqual({ bad: 'eur' });
  });
});
