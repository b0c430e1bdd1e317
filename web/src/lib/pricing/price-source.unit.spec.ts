import { describe, expect, it } from 'vitest';
import { pricingTypeOf } from './price-source';

describe('the price list of a payment method', () => {
  it('is the card list for the alternative voucher code', () => {
    expect(pricingTypeOf('alternative-rewarble')).toBe('card');
  });

  it("is the method's own list otherwise", () => {
    expect(pricingTypeOf('card')).toBe('card');
    expect(pricingTypeOf('crypto')).toBe('crypto');
    expect(pricingTypeOf('nintendo-eshop')).toBe('nintendo-eshop');
  });
});
