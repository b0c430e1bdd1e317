import { pricingItemSchema } from '@ghost/events/contract';
import { describe, expect, it } from 'vitest';
import { fallbackPriceList, fallbackUsdPrices } from './fallback-prices';

describe('the fallback price list', () => {
  it('is the USD list of the spec: 5, 9, 12, 22, 40, 70 and 170', () => {
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

  it('answers as the pricing calls do, in USD even for a gift-card region', () => {
    const japan = fallbackPriceList('nintendo-eshop', 'japan');
    for (const item of japan) expect(pricingItemSchema.parse(item)).toEqual(item);
    expect(japan[0]).toEqual({
      id: 'ghost-eshop-pro.nintendo-eshop.japan.1_month',
      category: 'ghost-eshop-pro',
      payment_type: 'nintendo-eshop',
      region: 'japan',
      duration: '1_month',
      price: 5,
      currency: 'USD',
      is_active: true,
    });
    expect(fallbackPriceList('crypto').map(({ id }) => id)).toContain(
      'ghost-eshop-pro.crypto.lifetime',
    );
  });
});
