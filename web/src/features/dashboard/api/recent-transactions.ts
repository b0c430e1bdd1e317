import useSWR, { type SWRConfiguration } from 'swr';
import type { RecentTransactionsAnswer } from '@ghost/events/contract';

/** The dashboard shows the five newest. */
export const recentLimit = 5;
export const recentTransactionsKey = `/transactions/recent/list?limit=${recentLimit}`;

/** GET /transactions/recent/list?limit=5 */
export const useRecentTransactions = (options?: SWRConfiguration<RecentTransactionsAnswer>) =>
  useSWR<RecentTransactionsAnswer>(recentTransactionsKey, options);
