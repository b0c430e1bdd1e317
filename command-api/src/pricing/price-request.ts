import {
  pricingCategories,
  pricingCurrencies,
  pricingPaymentTypes,
  pricingRegions,
  subscriptionDurationNames,
} from '@ghost/events';
import { z } from 'zod';

export const priceIdSchema = z.string().regex(/^[a-z0-9_.-]{1,120}$/, 'not a price entry id');

const price = z.number();

/** POST /api/pricing: a new entry; its id is made from what it prices. */
export const newPriceSchema = z.strictObject({
  category: z.enum(pricingCategories),
  payment_type: z.enum(pricingPaymentTypes),
  region: z.enum(pricingRegions).nullish(),
  duration: z.enum(subscriptionDurationNames),
  price,
  currency: z.enum(pricingCurrencies).optional(),
  is_active: z.boolean().optional(),
});

/**
 * PUT /api/pricing/{id}: the price, currency and active flag may change. The admin form sends
 * the whole item, so the other fields are accepted when they are what the entry has.
 */
export const priceChangeSchema = z.strictObject({
  id: priceIdSchema.optional(),
  category: z.string().max(40).optional(),
  payment_type: z.string().max(40).optional(),
  region: z.string().max(40).nullish(),
  duration: z.string().max(40).optional(),
  price: price.optional(),
  currency: z.enum(pricingCurrencies).optional(),
  is_active: z.boolean().optional(),
});

export type PriceChangeRequest = z.infer<typeof priceChangeSchema>;
