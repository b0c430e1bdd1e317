import { priceIdOf, type PricingPaymentType, type PricingRegion } from '@ghost/events';
import { pricingCollection, type PriceDoc, type ReadStore } from '@ghost/projectors';
import type { PriceBook } from '../payments/price-book.js';

/** The price list a method is sold at: the voucher method uses card prices. */
const paymentTypeOf = (method: string): PricingPaymentType | null => {
  if (method === 'card' || method.startsWith('alternative-')) return 'card';
  if (method === 'crypto' || method === 'nintendo-eshop') return method;
  return null;
};

/** Gift-card regions as pricing names them; transactions may also say eu, jp. */
const regionAliases: Record<string, PricingRegion> = {
  europe: 'europe',
  eu: 'europe',
  us: 'us',
  japan: 'japan',
  jp: 'japan',
};

/**
 * The active prices of the pricing read model. The price's ref is its entry id; the payment
 * records it with the amount, so a later change of that entry leaves the payment as it was.
 */
export const readModelPriceBook = (readStore: ReadStore): PriceBook => ({
  activePrice: async ({ method, region, duration }) => {
    const paymentType = paymentTypeOf(method);
    if (paymentType === null) return null;
    let pricingRegion: PricingRegion | null = null;
    if (paymentType === 'nintendo-eshop') {
      const alias = regionAliases[(region ?? '').toLowerCase()];
      if (alias === undefined) return null;
      pricingRegion = alias;
    }
    const id = priceIdOf({
      category: 'ghost-eshop-pro',
      paymentType,
      region: pricingRegion,
      duration,
    });
    const doc = await readStore.findOne<PriceDoc>(pricingCollection, { _id: id, is_active: true });
    return doc ? { ref: doc.id, amount: { minor: doc.price_minor, currency: doc.currency } } : null;
  },
});
