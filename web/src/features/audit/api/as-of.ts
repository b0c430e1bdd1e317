import useSWR from 'swr';
import type { AsOfStatsAnswer, AsOfTransactionsAnswer } from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';

/** A moment of the log: a date-time (ISO), or right after the event at a position. */
export type Moment = { at: string } | { position: number };

const momentQuery = (moment: Moment) =>
  'at' in moment ? `at=${encodeURIComponent(moment.at)}` : `position=${moment.position}`;

/** GET /audit/as-of/stats: the dashboard's figures as they stood at the moment. */
export const useAsOfStats = (moment: Moment | null) =>
  useSWR<AsOfStatsAnswer, ApiRequestError>(
    moment === null ? null : `/audit/as-of/stats?${momentQuery(moment)}`,
  );

/** GET /audit/as-of/transactions: a page of the transactions as they stood at the moment. */
export const useAsOfTransactions = (moment: Moment | null, page: number, limit: number) =>
  useSWR<AsOfTransactionsAnswer, ApiRequestError>(
    moment === null
      ? null
      : `/audit/as-of/transactions?${momentQuery(moment)}&page=${page}&limit=${limit}`,
    { keepPreviousData: true },
  );
