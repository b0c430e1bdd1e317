import useSWR, { type SWRConfiguration } from 'swr';
import type { StatsPeriod } from '@ghost/events/contract';

export const statsPeriodKey = '/transactions/stats/period';

const nothing = { revenue: 0, transactions: 0, completed: 0, pending: 0 };

/** The period panels when the server gives none: every figure 0. */
export const defaultPeriod: StatsPeriod = {
  last24Hours: nothing,
  last7Days: nothing,
  cryptoBreakdown: [],
};

/** GET /transactions/stats/period: the last 24 hours, the last 7 days, and the coins. */
export const useStatsPeriod = (options?: SWRConfiguration<StatsPeriod>) =>
  useSWR<StatsPeriod>(statsPeriodKey, options);
