import {
  ValidationError,
  giftCardRegionCurrencies,
  hasRegion,
  toMajor,
  toMinor,
  type Money,
  type PriceIdentity,
  type PricingCurrency,
  type PricingEvent,
} from '@ghost/events';
import type { PricingItem } from '@ghost/events/contract';

/** A price entry as its events leave it. */
export type PriceEntry = Extract<PricingEvent, { type: 'PriceCreated' }>['data'];

/** A price entry as the API answers it (the pricing item). */
export const pricingItemOf = (entry: PriceEntry): PricingItem => ({
  id: entry.id,
  category: entry.category,
  payment_type: entry.paymentType,
  region: entry.region,
  duration: entry.duration,
  price: toMajor(entry.price),
  currency: entry.price.currency,
  is_active: entry.isActive,
});

/** Gift cards are priced in their region's currency, everything else in USD unless told. */
export const defaultCurrencyOf = (identity: Pick<PriceIdentity, 'region'>): PricingCurrency =>
  identity.region === null ? 'USD' : giftCardRegionCurrencies[identity.region];

/** A price typed in major units: a number of at least 0, with 2 decimals at most (JPY none). */
export const priceOf = (amount: number, currency: PricingCurrency): Money => {
  if (!Number.isFinite(amount) || amount < 0) {
    throw new ValidationError('price', 'price must be a number of at least 0');
  }
  const minor = toMinor(amount, currency);
  if (minor === undefined) {
    throw new ValidationError(
      'price',
      currency === 'JPY' ? 'JPY prices are whole yen' : 'price has at most 2 decimals',
    );
  }
  return { minor, currency };
};

/** Gift cards have a region and are priced in its currency; card and crypto have no region. */
export const assertConsistent = (
  identity: Pick<PriceIdentity, 'paymentType' | 'region'>,
  currency: string,
): void => {
  if (hasRegion(identity.paymentType) && identity.region === null) {
    throw new ValidationError('region', 'region is required for nintendo-eshop prices');
  }
  if (!hasRegion(identity.paymentType) && identity.region !== null) {
    throw new ValidationError('region', `${identity.paymentType} prices have no region`);
  }
  if (identity.region !== null && giftCardRegionCurrencies[identity.region] !== currency) {
    throw new ValidationError(
      'currency',
      `${identity.region} gift cards are priced in ${giftCardRegionCurrencies[identity.region]}`,
    );
  }
};
