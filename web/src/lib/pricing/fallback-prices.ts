import {
  giftCardRegionCurrencies,
  priceIdOf,
  type PricingItem,
  type PricingPaymentType,
  type PricingRegion,
  type SubscriptionDuration,
} from '@ghost/events/contract';

/** The built-in USD price list, used when the live prices fail to load. */
export const fallbackUsdPrices: readonly { duration: SubscriptionDuration; price: number }[] = [
  { duration: '1_month', price: 5 },
  { duration: '2_months', price: 9 },
  { duration: '3_months', price: 12 },
  { duration: '6_months', price: 22 },
  { duration: '1_year', price: 40 },
  { duration: '2_years', price: 70 },
  { duration: 'lifetime', price: 170 },
];

/**
 * The fallback list shaped as the pricing calls answer it, for the payment type and region the
 * flow asked for, or null where it does not apply. It is in US dollars:
 * card, crypto and voucher prices are in dollars, and so are United States gift cards; euro and
 * yen gift cards have no built-in list (their dollar figures would be charged in another
 * currency, and the server takes a gift card only in its region's currency).
 */
export const fallbackPriceList = (
  paymentType: PricingPaymentType,
  region: PricingRegion | null = null,
): PricingItem[] | null => {
  if (region !== null && giftCardRegionCurrencies[region] !== 'USD') return null;
  return fallbackUsdPrices.map(({ duration, price }) => ({
    id: priceIdOf({ category: 'ghost-eshop-pro', paymentType, region, duration }),
    category: 'ghost-eshop-pro',
    payment_type: paymentType,
    region,
    duration,
    price,
    currency: 'USD',
    is_active: true,
  }));
};
