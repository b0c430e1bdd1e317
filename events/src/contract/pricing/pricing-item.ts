import { z } from 'zod';
import { subscriptionDurationNames } from '../../catalogue/durations.js';
import { pricingCategories, pricingPaymentTypes, pricingRegions } from '../../catalogue/pricing.js';
import { logPosition } from '../common/answer-parts.js';

/** A price entry as every pricing call answers it. */
export const pricingItemSchema = z.strictObject({
  id: z.string(),
  category: z.enum(pricingCategories),
  payment_type: z.enum(pricingPaymentTypes),
  region: z.enum(pricingRegions).nullable(),
  duration: z.enum(subscriptionDurationNames),
  /** In major units of `currency` (whole yen for JPY). */
  price: z.number(),
  /** USD, EUR or JPY (`pricingCurrencies`): a gift card's is its region's. */
  currency: z.string(),
  is_active: z.boolean(),
});
export type PricingItem = z.infer<typeof pricingItemSchema>;

/**
 * GET /api/pricing/all, /category/{c}[/type/{t}[/region/{r}]] (active entries) and
 * /api/settings/pricing/all (every entry): ordered by type, region and months.
 */
export const pricingListAnswerSchema = z.array(pricingItemSchema);

/** GET /api/pricing/meta/categories, /meta/payment-types, /meta/regions: the values on sale. */
export const pricingMetaAnswerSchema = z.array(z.string());

/** POST /api/pricing (201) and PUT /api/pricing/{id}: the entry as saved. */
export const priceSavedAnswerSchema = z.strictObject({
  success: z.literal(true),
  item: pricingItemSchema,
  position: logPosition,
});
export type PriceSavedAnswer = z.infer<typeof priceSavedAnswerSchema>;

/** DELETE /api/pricing/{id} */
export const priceDeletedAnswerSchema = z.strictObject({
  success: z.literal(true),
  id: z.string(),
  position: logPosition,
});
export type PriceDeletedAnswer = z.infer<typeof priceDeletedAnswerSchema>;

/**
 * PUT /api/pricing/bulk/update: `saved` entries changed, `unchanged` ones were sent as they were,
 * `skipped` items lacked an id, category, payment type, duration or numeric price; `items` are
 * the saved and unchanged entries as they are now.
 */
export const bulkPricingAnswerSchema = z.strictObject({
  success: z.literal(true),
  saved: z.int().nonnegative(),
  unchanged: z.int().nonnegative(),
  skipped: z.int().nonnegative(),
  items: z.array(pricingItemSchema),
  position: logPosition,
});
export type BulkPricingAnswer = z.infer<typeof bulkPricingAnswerSchema>;
