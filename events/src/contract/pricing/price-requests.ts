import { z } from 'zod';
import { subscriptionDurationNames } from '../../catalogue/durations.js';
import {
  pricingCategories,
  pricingCurrencies,
  pricingPaymentTypes,
  pricingRegions,
} from '../../catalogue/pricing.js';
import { maxAmount } from '../payments/amount.js';

/** A price entry's id names what it prices: `ghost-eshop-pro.nintendo-eshop.japan.1_year`. */
export const priceIdSchema = z.string().regex(/^[a-z0-9_.-]{1,120}$/, 'not a price entry id');

/**
 * A price in major units, from 0 to `maxAmount`. Its decimals (2 at most, whole yen for JPY) and
 * the region's currency are the pricing rules' checks, with their messages.
 */
const price = z.number().min(0).max(maxAmount);

/**
 * POST /api/pricing (super admins): a new entry; its id is made from what it prices. Gift cards
 * (nintendo-eshop) have a region, card and crypto none. A missing currency is the region's (USD
 * without one); a missing `is_active` is true.
 */
export const newPriceSchema = z.strictObject({
  category: z.enum(pricingCategories),
  payment_type: z.enum(pricingPaymentTypes),
  region: z.enum(pricingRegions).nullish(),
  duration: z.enum(subscriptionDurationNames),
  price,
  currency: z.enum(pricingCurrencies).optional(),
  is_active: z.boolean().optional(),
});
export type NewPriceRequest = z.input<typeof newPriceSchema>;

/**
 * PUT /api/pricing/{id}, and each item of PUT /api/pricing/bulk/update: the price, currency and
 * active flag may change. The admin form sends the whole item, so the other fields are accepted
 * when they are what the entry has.
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
export type PriceChangeRequest = z.output<typeof priceChangeSchema>;

/** The most items one bulk save may hold. */
export const maxBulkPricingItems = 500;

/**
 * PUT /api/pricing/bulk/update (super admins): the admin form's items. An item without an id,
 * category, payment type, duration or numeric price is left out (counted as `skipped`); the
 * others are checked as a single change each, and one bad item refuses the whole save.
 */
export const bulkPricingRequestSchema = z.array(priceChangeSchema).max(maxBulkPricingItems);
