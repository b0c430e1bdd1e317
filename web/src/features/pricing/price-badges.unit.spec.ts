import { describe, expect, it } from 'vitest';
import { badgesOf } from './price-badges';

const saving = { kind: 'saving', percent: 10 } as const;
const standard = { kind: 'standard' } as const;
const payback = { kind: 'payback', months: 34 } as const;

describe('the badges of a price row', () => {
  it('calls lifetime the best value', () => {
    expect(badgesOf('card', 'lifetime', payback)).toEqual(['bestValue']);
  });

  it('marks 3 months popular for every method', () => {
    for (const method of ['card', 'crypto', 'alternative-rewarble', 'nintendo-eshop'] as const) {
      expect(badgesOf(method, '3_months', saving)).toEqual(['popular']);
    }
  });

  it('marks 1 year popular for card, voucher code and gift card, lifetime too for crypto', () => {
    expect(badgesOf('card', '1_year', saving)).toEqual(['popular']);
    expect(badgesOf('alternative-rewarble', '1_year', saving)).toEqual(['popular']);
    expect(badgesOf('nintendo-eshop', '1_year', saving)).toEqual(['popular']);
    expect(badgesOf('crypto', '1_year', saving)).toEqual(['recommended']);
    expect(badgesOf('crypto', 'lifetime', payback)).toEqual(['bestValue', 'popular']);
  });

  it('recommends another plan that saves money, and calls one at the monthly rate standard', () => {
    expect(badgesOf('card', '6_months', saving)).toEqual(['recommended']);
    expect(badgesOf('card', '1_month', standard)).toEqual(['standard']);
    expect(badgesOf('card', '2_months', standard)).toEqual(['standard']);
  });
});
