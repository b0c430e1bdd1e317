import { z } from 'zod';
import { cryptoTypes } from '../../catalogue/payment-constants.js';

/**
 * One period panel: the transactions made in it and what became of them. `pending` counts both
 * awaiting statuses; `revenue` is in dollars.
 */
export const periodFiguresSchema = z.strictObject({
  revenue: z.number(),
  transactions: z.int().nonnegative(),
  completed: z.int().nonnegative(),
  pending: z.int().nonnegative(),
});
export type PeriodFigures = z.infer<typeof periodFiguresSchema>;

/** A coin with at least one transaction made in the last 7 days. */
export const cryptoBreakdownEntrySchema = z.strictObject({
  crypto_type: z.enum(cryptoTypes),
  count: z.int().positive(),
  revenue: z.number(),
});
export type CryptoBreakdownEntry = z.infer<typeof cryptoBreakdownEntrySchema>;

/** GET /api/transactions/stats/period */
export const statsPeriodSchema = z.strictObject({
  last24Hours: periodFiguresSchema,
  last7Days: periodFiguresSchema,
  cryptoBreakdown: z.array(cryptoBreakdownEntrySchema),
});
export type StatsPeriod = z.infer<typeof statsPeriodSchema>;
