import { z } from 'zod';

/**
 * GET /api/transactions/stats/revenue?days: the dashboard's revenue over time (not in the admin
 * spec; its chart needs it). One entry per UTC day, oldest first, the last being today so far.
 */
export const revenueDays = { default: 30, max: 90 } as const;

export const revenueByDayQuerySchema = z.strictObject({
  days: z
    .string({ error: 'must be given once' })
    .regex(/^[1-9]\d{0,1}$/, `must be a whole number from 1 to ${revenueDays.max}`)
    .transform(Number)
    .pipe(z.number().max(revenueDays.max, `must be a whole number from 1 to ${revenueDays.max}`))
    .default(revenueDays.default),
});
export type RevenueByDayQuery = z.output<typeof revenueByDayQuerySchema>;

/**
 * One day: the revenue of the transactions made that day (the same definition as every other
 * figure: received payments, in dollars) and how many transactions were made, of any status.
 */
export const revenueDaySchema = z.strictObject({
  date: z.iso.date(),
  revenue: z.number(),
  transactions: z.int().nonnegative(),
});
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const revenueByDaySchema = z.strictObject({ days: z.array(revenueDaySchema) });
export type RevenueByDay = z.infer<typeof revenueByDaySchema>;
