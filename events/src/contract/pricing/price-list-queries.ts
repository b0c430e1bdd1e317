import { z } from 'zod';
import { pricingCategories, pricingPaymentTypes, pricingRegions } from '../../catalogue/pricing.js';

/**
 * GET /api/pricing/category/{category}[/type/{type}[/region/{region}]]: the path's parameters,
 * each a value of the price list (an unknown one is refused, naming it).
 */
export const pricingPathSchema = z.strictObject({
  category: z.enum(pricingCategories),
  type: z.enum(pricingPaymentTypes).optional(),
  region: z.enum(pricingRegions).optional(),
});

/** GET /api/pricing/meta/payment-types?category: the types on sale, in one category or all. */
export const paymentTypesQuerySchema = z.object({
  category: z.enum(pricingCategories).optional(),
});

/** GET /api/pricing/meta/regions?payment_type: the regions on sale, for one type or all. */
export const regionsQuerySchema = z.object({
  payment_type: z.enum(pricingPaymentTypes).optional(),
});
