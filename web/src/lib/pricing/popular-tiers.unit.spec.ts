import { describe, expect, it } from 'vitest';
import { durationOrder } from './duration-order';
import { isPopularTier } from './popular-tiers';

const popularOf = (method: Parameters<typeof isPopularTier>[0]) =>
  durationOrder.filter((duration) => isPopularTier(method, duration));

describe('the popular tiers', () => {
  it('are 3 months and 1 year for card, the alternative voucher code and the gift card', () => {
    expect(popularOf('card')).toEqual(['3_months', '1_year']);
    expect(popularOf('alternative-rewarble')).toEqual(['3_months', '1_year']);
    expect(popularOf('nintendo-eshop')).toEqual(['3_months', '1_year']);
  });

  it('are 3 months and lifetime for crypto', () => {
    expect(popularOf('crypto')).toEqual(['3_months', 'lifetime']);
  });
});
