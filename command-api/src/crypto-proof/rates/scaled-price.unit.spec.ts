import { describe, expect, it } from 'vitest';
import {
  fartherApartThan,
  formatPrice,
  invertPrice,
  meanPrice,
  multiplyPrices,
  parsePrice,
  percentApart,
} from './scaled-price.js';

describe('prices as integers of 10^-8', () => {
  it('reads a ticker’s decimal text, rounding half up past 8 decimals', () => {
    expect(parsePrice('64090.00')).toBe(6_409_000_000_000n);
    expect(parsePrice('30303.20000')).toBe(3_030_320_000_000n);
    expect(parsePrice('0.857142857142857')).toBe(85_714_286n);
    expect(parsePrice('0.000000004')).toBeNull();
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1e5')).toBeNull();
  });

  it('multiplies a USD price by a cross rate, and inverts a rate', () => {
    expect(formatPrice(multiplyPrices(parsePrice('64000')!, parsePrice('0.92')!))).toBe('58880');
    expect(formatPrice(invertPrice(parsePrice('1.08')!))).toBe('0.92592593');
  });

  it('takes the midpoint and measures the gap against the lower price', () => {
    expect(formatPrice(meanPrice(parsePrice('100')!, parsePrice('101')!))).toBe('100.5');
    expect(fartherApartThan(parsePrice('100')!, parsePrice('102')!, 200)).toBe(false);
    expect(fartherApartThan(parsePrice('100')!, parsePrice('102.00000001')!, 200)).toBe(true);
    expect(fartherApartThan(parsePrice('102.1')!, parsePrice('100')!, 200)).toBe(true);
    expect(percentApart(parsePrice('64000')!, parsePrice('66000')!)).toBe('3.13');
  });
});
