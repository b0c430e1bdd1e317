import { describe, expect, it } from 'vitest';
import { formatCoinUnits, parseCoinUnits } from './coin-units.js';

describe('coin amounts in smallest units', () => {
  it('reads a decimal amount into whole smallest units, exactly', () => {
    expect(parseCoinUnits('0.00412345', 8)).toBe(412345n);
    expect(parseCoinUnits('0.00412345', 18)).toBe(4123450000000000n);
    expect(parseCoinUnits('12', 6)).toBe(12_000_000n);
    expect(parseCoinUnits(' 1.5 ', 9)).toBe(1_500_000_000n);
    // A float would make this 0.30000000000000004: strings never do.
    expect(parseCoinUnits('0.3', 18)).toBe(300000000000000000n);
  });

  it('refuses more decimals than the unit has, signs, exponents and grouping', () => {
    expect(parseCoinUnits('0.000000001', 8)).toBeNull();
    expect(parseCoinUnits('-1', 8)).toBeNull();
    expect(parseCoinUnits('2.014e18', 18)).toBeNull();
    expect(parseCoinUnits('1,000.00', 6)).toBeNull();
    expect(parseCoinUnits('.5', 9)).toBeNull();
    expect(parseCoinUnits('', 9)).toBeNull();
  });

  it('writes smallest units as the coin decimal, padding to the digits a quote fixed', () => {
    expect(formatCoinUnits(412345n, 8)).toBe('0.00412345');
    expect(formatCoinUnits(410000n, 8)).toBe('0.0041');
    expect(formatCoinUnits(410000n, 8, 8)).toBe('0.00410000');
    expect(formatCoinUnits(4123450000000000n, 18)).toBe('0.00412345');
    expect(formatCoinUnits(12_000_000n, 6)).toBe('12');
    expect(formatCoinUnits(12_000_000n, 6, 6)).toBe('12.000000');
    expect(formatCoinUnits(0n, 9)).toBe('0');
    expect(formatCoinUnits(7n, 0)).toBe('7');
  });

  it('round-trips any amount', () => {
    for (const text of ['0.00000001', '21000000', '123.456789', '0.000000000000000001']) {
      const decimals = 18;
      expect(formatCoinUnits(parseCoinUnits(text, decimals)!, decimals)).toBe(text);
    }
  });

  it('never writes a negative amount', () => {
    expect(() => formatCoinUnits(-1n, 8)).toThrow(RangeError);
  });
});
