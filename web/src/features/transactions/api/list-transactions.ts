import type { AdminTransaction, Pagination, TransactionListAnswer } from '@ghost/events/contract';
import useSWR from 'swr';
import { request, swrFetcher, type ApiRequestError, type ApiResult } from '@/lib/api-client';
import { filterQuery, type ListFilters } from '../list-params';

/** The export asks for one page this large. */
export const exportLimit = 10_000;

/** The answer is an object with `pagination`; a plain array is taken as well. */
type ListAnswer = TransactionListAnswer | AdminTransaction[];

const asPage = (answer: ListAnswer, page: number, limit: number): TransactionListAnswer => {
  if (!Array.isArray(answer)) return answer;
  const pagination: Pagination = {
    page,
    limit,
    total: answer.length,
    pages: Math.ceil(answer.length / limit),
  };
  return { transactions: answer, pagination };
};

const pathOf = (filters: ListFilters, page: number, limit: number) => {
  const query = new URLSearchParams({
    page: String(page),
    limit: String(limit),
    ...filterQuery(filters),
  });
  return `/transactions?${query.toString()}`;
};

/**
 * GET /transactions?page&limit&status&type&payment_method&search: a page of the
 * list, newest first. While a new filter or page loads, the rows shown stay those of the last
 * answer (`keepPreviousData`), so the table never blanks out between two answers.
 */
export const useTransactionList = (filters: ListFilters, page: number, limit: number) =>
  useSWR<TransactionListAnswer, ApiRequestError>(
    pathOf(filters, page, limit),
    async (path: string) => asPage(await swrFetcher<ListAnswer>(path), page, limit),
    { keepPreviousData: true },
  );

/** The export's one page: page 1 of up to 10,000 rows with the current filters. */
export const fetchExportRows = async (
  filters: ListFilters,
): Promise<ApiResult<TransactionListAnswer>> => {
  const answer = await request<ListAnswer>('/transactions', {
    query: { ...filterQuery(filters), page: 1, limit: exportLimit },
  });
  return answer.error ? answer : { ...answer, data: asPage(answer.data, 1, exportLimit) };
};
