import { pricingItemSchema } from '@ghost/events/contract';
import { describe, expect, it } from 'vitest';
import { fallbackPriceList, fallbackUsdPrices } from './fallback-prices';

describe('the fallback price list', () => {
  it('is the built-in USD list: 5, 9, 12, 22, 40, 70 and 170', () => {
    expect(fallbackUsdPrices.map(({ duration, price }) => [duration, price])).toEqual([
      ['1_month', 5],
      ['2_months', 9],
      ['3_months', 12],
      ['6_months', 22],
      ['1_year', 40],
      ['2_years', 70],
      ['lifetime', 170],
    ]);
  });

  it('answers as the pricing calls do, for card, crypto and United States gift cards', () => {
    const us = fallbackPriceList('nintendo-eshop', 'us');
    for (const item of us ?? []) expect(pricingItemSchema.parse(item)).toEqual(item);
    expect(us?.[0]).toEqual({
      id: 'ghost-eshop-pro.nintendo-eshop.us.1_month',
      category: 'ghost-eshop-pro',
      payment_type: 'nintendo-eshop',
      region: 'us',
      duration: '1_month',
      price: 5,
      currency: 'USD',
      is_active: true,
    });
    expect(fallbackPriceList('crypto')?.map(({ id }) => id)).toContain(
      'ghost-eshop-pro.crypto.lifetime',
    );
    expect(fallbackPriceList('card')?.every((item) => item.currency === 'USD')).toBe(true);
  });

  it('has no list for euro and yen gift cards, never their dollar figures in another currency', () => {
    expect(fallbackPriceList('nintendo-eshop', 'europe')).toBeNull();
    expect(fallbackPriceList('nintendo-eshop', 'japan')).toBeNull();
  });
});
