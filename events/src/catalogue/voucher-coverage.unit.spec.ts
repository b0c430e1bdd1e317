import { describe, expect, it } from 'vitest';
import { voucherShortfall } from './voucher-coverage.js';

const lifetime = { minor: 17_000, currency: 'USD' };

describe('whether a voucher covers a price', () => {
  it('covers it in the same currency at the price or above', () => {
    expect(voucherShortfall({ amount: 170, currency: 'USD' }, lifetime)).toBeNull();
    expect(voucherShortfall({ amount: 200, currency: 'USD' }, lifetime)).toBeNull();
  });

  it('falls short by a cent, or by far', () => {
    expect(voucherShortfall({ amount: 169.99, currency: 'USD' }, lifetime)).toBe('value');
    expect(voucherShortfall({ amount: 1, currency: 'USD' }, lifetime)).toBe('value');
  });

  it('refuses another currency whatever the figure, 170 JPY for 170 USD included', () => {
    expect(voucherShortfall({ amount: 170, currency: 'JPY' }, lifetime)).toBe('currency');
    expect(voucherShortfall({ amount: 10_000, currency: 'EUR' }, lifetime)).toBe('currency');
    expect(voucherShortfall({ amount: 170, currency: 'Other' }, lifetime)).toBe('currency');
  });

  it('counts whole yen for a yen price', () => {
    const yen = { minor: 1800, currency: 'JPY' };
    expect(voucherShortfall({ amount: 1800, currency: 'JPY' }, yen)).toBeNull();
    expect(voucherShortfall({ amount: 1799, currency: 'JPY' }, yen)).toBe('value');
  });
});
