import {
  giftCardRegionCurrencies,
  pricingRegions,
  type PricingCurrency,
  type SubscriptionDuration,
} from '@ghost/events';
import type { NewPrice } from './price-decider.js';

/** The built-in USD price list, for card and crypto. */
const usd: [SubscriptionDuration, number][] = [
  ['1_month', 5],
  ['2_months', 9],
  ['3_months', 12],
  ['6_months', 22],
  ['1_year', 40],
  ['2_years', 70],
  ['lifetime', 170],
];

/**
 * Gift cards start at the same figures in EUR and USD, and at 150 yen to the dollar in JPY:
 * starting prices a super admin adjusts on the Pricing Management tab.
 */
const inCurrency = (amount: number, currency: PricingCurrency): number =>
  currency === 'JPY' ? amount * 150 : amount;

/** The price list written on the first start. */
export const seedPriceList = (): NewPrice[] => [
  ...(['card', 'crypto'] as const).flatMap((paymentType) =>
    usd.map(([duration, price]): NewPrice => ({
      category: 'ghost-eshop-pro',
      paymentType,
      region: null,
      duration,
      price,
      currency: 'USD',
      isActive: true,
    })),
  ),
  ...pricingRegions.flatMap((region) =>
    usd.map(([duration, price]): NewPrice => {
      const currency = giftCardRegionCurrencies[region];
      return {
        category: 'ghost-eshop-pro',
        paymentType: 'nintendo-eshop',
        region,
        duration,
        price: inCurrency(price, currency),
        currency,
        isActive: true,
      };
    }),
  ),
];
