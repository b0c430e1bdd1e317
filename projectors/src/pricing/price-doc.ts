import type {
  PricingCategory,
  PricingItem,
  PricingPaymentType,
  PricingRegion,
  SubscriptionDuration,
} from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

/** The `pricing` read model: the price entries as the API answers them, keyed by id. */
export interface PriceDoc extends Doc {
  id: string;
  category: PricingCategory;
  payment_type: PricingPaymentType;
  region: PricingRegion | null;
  duration: SubscriptionDuration;
  /** Months of the duration (lifetime 999), for ordering. */
  months: number;
  price: number;
  price_minor: number;
  currency: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export const pricingCollection = 'pricing';

/** The fields an API answers for a pricing item. */
export const toPricingItem = (doc: PriceDoc): PricingItem => ({
  id: doc.id,
  category: doc.category,
  payment_type: doc.payment_type,
  region: doc.region,
  duration: doc.duration,
  price: doc.price,
  currency: doc.currency,
  is_active: doc.is_active,
});

/** The order of every price list: payment type, region, then duration in months. */
export const pricingOrder = { payment_type: 1, region: 1, months: 1 } as const;
