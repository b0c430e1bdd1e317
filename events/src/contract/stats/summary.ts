import { z } from 'zod';

/**
 * GET /api/transactions/stats/summary: the dashboard's stat cards. Revenue is
 * the amount of the payments received (awaiting their subscription, or completed), in dollars
 * at the configured fixed rates; `revenueByCurrency` gives each currency in its own major units,
 * those without a rate included.
 */
export const statsSummarySchema = z.strictObject({
  totalRevenue: z.number(),
  totalTransactions: z.int().nonnegative(),
  pendingPaymentVerification: z.int().nonnegative(),
  pendingSubscriptionUpdate: z.int().nonnegative(),
  completedTransactions: z.int().nonnegative(),
  failedTransactions: z.int().nonnegative(),
  revenueByCurrency: z.record(z.string(), z.number()),
});
export type StatsSummary = z.infer<typeof statsSummarySchema>;
