import useSWR from 'swr';
import type { AuditEventDetail } from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';

/** GET /audit/events/{position}: the event with the events it caused (while a row is open). */
export const useAuditEventDetail = (position: number | null) =>
  useSWR<AuditEventDetail, ApiRequestError>(position === null ? null : `/audit/events/${position}`);
