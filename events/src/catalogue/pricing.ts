import type { SubscriptionDuration } from './durations.js';

/**
 * Pricing: subscriptions are priced per
 * payment type, gift cards also per region, each region in its own currency.
 */
export const pricingCategories = ['ghost-eshop-pro'] as const;
export type PricingCategory = (typeof pricingCategories)[number];

export const pricingPaymentTypes = ['card', 'crypto', 'nintendo-eshop'] as const;
export type PricingPaymentType = (typeof pricingPaymentTypes)[number];

export const giftCardRegionCurrencies = { europe: 'EUR', us: 'USD', japan: 'JPY' } as const;
export type PricingRegion = keyof typeof giftCardRegionCurrencies;
export const pricingRegions = Object.keys(giftCardRegionCurrencies) as [
  PricingRegion,
  ...PricingRegion[],
];

export const pricingCurrencies = ['USD', 'EUR', 'JPY'] as const;
export type PricingCurrency = (typeof pricingCurrencies)[number];

/** Only gift cards have a region; card and crypto prices have none. */
export const hasRegion = (paymentType: PricingPaymentType): boolean =>
  paymentType === 'nintendo-eshop';

export interface PriceIdentity {
  category: PricingCategory;
  paymentType: PricingPaymentType;
  region: PricingRegion | null;
  duration: SubscriptionDuration;
}

/**
 * A price entry's id names what it prices, e.g. ghost-eshop-pro.nintendo-eshop.japan.1_year, so
 * there is one entry per payment type, region and duration: its stream makes that unique.
 */
export const priceIdOf = ({ category, paymentType, region, duration }: PriceIdentity): string =>
  [category, paymentType, ...(region === null ? [] : [region]), duration].join('.');
