import useSWR, { type SWRConfiguration } from 'swr';
import type { StatsSummary } from '@ghost/events/contract';

export const statsSummaryKey = '/transactions/stats/summary';

/** The stat cards' figures when the server gives none: every figure 0. */
export const defaultSummary: StatsSummary = {
  totalRevenue: 0,
  totalTransactions: 0,
  pendingPaymentVerification: 0,
  pendingSubscriptionUpdate: 0,
  completedTransactions: 0,
  failedTransactions: 0,
  revenueByCurrency: {},
};

/** GET /transactions/stats/summary: the stat cards. */
export const useStatsSummary = (options?: SWRConfiguration<StatsSummary>) =>
  useSWR<StatsSummary>(statsSummaryKey, options);
