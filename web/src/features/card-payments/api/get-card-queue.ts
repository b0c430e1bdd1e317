import type { CardQueueAnswer } from '@ghost/events/contract';
import useSWR from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';

/** The card queue's page size. */
export const cardQueuePageSize = 20;

/** GET /transactions/card-payments/awaiting: one page of card payments awaiting verification. */
export const cardQueuePath = (page: number): string =>
  `/transactions/card-payments/awaiting?page=${page}&limit=${cardQueuePageSize}`;

/** The page's rows, its pagination and the queue's tiles; the previous page stays while the next loads. */
export const useCardQueue = (page: number) =>
  useSWR<CardQueueAnswer, ApiRequestError>(cardQueuePath(page), swrFetcher<CardQueueAnswer>, {
    keepPreviousData: true,
  });
