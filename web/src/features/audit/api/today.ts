import useSWR from 'swr';
import type { StatsPeriod, StatsSummary, TransactionListAnswer } from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';

/** GET /transactions/stats/summary and /period: today's figures, beside those of a moment. */
export const useTodayStats = () => {
  const summary = useSWR<StatsSummary, ApiRequestError>('/transactions/stats/summary');
  const period = useSWR<StatsPeriod, ApiRequestError>('/transactions/stats/period');
  return { summary, period };
};

/** GET /transactions: today's list, the same page as the moment's beside it. */
export const useTodayTransactions = (page: number, limit: number) =>
  useSWR<TransactionListAnswer, ApiRequestError>(`/transactions?page=${page}&limit=${limit}`, {
    keepPreviousData: true,
  });
