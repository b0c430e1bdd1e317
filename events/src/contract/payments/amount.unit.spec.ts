import { describe, expect, it } from 'vitest';
import { cryptoQuoteRequestSchema } from './crypto-quote.js';
import { isPayableAmount, maxAmount } from './amount.js';

const amounts = [0, -1, 0.004, 0.01, 1, 12.5, 12.345, 100, 1500.5, maxAmount, maxAmount + 0.01];
const currencies = ['USD', 'EUR', 'JPY', 'GBP', ''];

describe('a payable amount, checked without the schemas', () => {
  it('takes exactly the amounts and currencies the quote request’s schema takes', () => {
    for (const currency of currencies) {
      for (const amount of amounts) {
        const parsed = cryptoQuoteRequestSchema.safeParse({ crypto_type: 'btc', amount, currency });
        expect(isPayableAmount(amount, currency), `${String(amount)} ${currency}`).toBe(
          parsed.success,
        );
      }
    }
  });

  it('refuses a fraction of a yen, and more than two decimals in dollars or euros', () => {
    expect(isPayableAmount(500, 'JPY')).toBe(true);
    expect(isPayableAmount(500.5, 'JPY')).toBe(false);
    expect(isPayableAmount(12.34, 'EUR')).toBe(true);
    expect(isPayableAmount(12.345, 'USD')).toBe(false);
  });
});
