import useSWR from 'swr';
import type { AuditEventPage, AuditEventsQueryParams } from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';

export const eventsPath = (query: AuditEventsQueryParams) =>
  `/audit/events?${new URLSearchParams(query).toString()}`;

/**
 * GET /audit/events: a page of the log, newest first, with the filters. While the next page or
 * filter loads, the rows shown stay those of the last answer.
 */
export const useAuditEvents = (query: AuditEventsQueryParams) =>
  useSWR<AuditEventPage, ApiRequestError>(eventsPath(query), { keepPreviousData: true });
