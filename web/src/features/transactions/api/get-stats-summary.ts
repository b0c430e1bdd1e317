import type { StatsSummary } from '@ghost/events/contract';
import useSWR from 'swr';
import type { ApiRequestError } from '@/lib/api-client';

/** GET /transactions/stats/summary: revenue and the count of each status. */
export const statsSummaryPath = '/transactions/stats/summary';

export const useStatsSummary = () =>
  useSWR<StatsSummary, ApiRequestError>(statsSummaryPath, { keepPreviousData: true });
