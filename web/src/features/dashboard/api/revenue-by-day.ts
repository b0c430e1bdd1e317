import useSWR, { type SWRConfiguration } from 'swr';
import type { RevenueByDay } from '@ghost/events/contract';

/** The chart covers the last 30 days. */
export const chartDays = 30;
export const revenueByDayKey = `/transactions/stats/revenue?days=${chartDays}`;

/** GET /transactions/stats/revenue?days=30: revenue per UTC day, for the chart. */
export const useRevenueByDay = (options?: SWRConfiguration<RevenueByDay>) =>
  useSWR<RevenueByDay>(revenueByDayKey, options);
