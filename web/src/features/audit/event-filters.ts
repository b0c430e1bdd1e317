import type { AuditActorKind, AuditEventsQueryParams } from '@ghost/events/contract';

/** The event stream's filters, as the address holds them and the form edits them. */
export interface EventFilters {
  stream: string;
  type: string;
  actor: string;
  actorKind: AuditActorKind | '';
  correlation: string;
  /** `datetime-local` values (the reader's own time zone), empty for none. */
  from: string;
  until: string;
}

export const noFilters: EventFilters = {
  stream: '',
  type: '',
  actor: '',
  actorKind: '',
  correlation: '',
  from: '',
  until: '',
};

const actorKinds = ['visitor', 'admin', 'provider', 'system'] as const;

/** A `datetime-local` value as an instant (ISO), in the time zone of the browser; null if none. */
export const localToIso = (local: string): string | null => {
  if (local === '') return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** An instant as a `datetime-local` value in the browser's time zone, to the second. */
export const isoToLocal = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
};

/** The filters named in the address: `stream`, `type`, `actor`, `actor_kind`, `correlation`, `from`, `until` (ISO). */
export const filtersOf = (params: URLSearchParams): EventFilters => {
  const kind = params.get('actor_kind') ?? '';
  return {
    stream: params.get('stream') ?? '',
    type: params.get('type') ?? '',
    actor: params.get('actor') ?? '',
    actorKind: (actorKinds as readonly string[]).includes(kind) ? (kind as AuditActorKind) : '',
    correlation: params.get('correlation') ?? '',
    from: isoToLocal(params.get('from') ?? ''),
    until: isoToLocal(params.get('until') ?? ''),
  };
};

/** The address parameters of some filters (those set), as `filtersOf` reads them back. */
export const filterParams = (filters: EventFilters): Record<string, string> => {
  const params: Record<string, string> = {};
  const text = (key: string, value: string) => {
    if (value.trim() !== '') params[key] = value.trim();
  };
  text('stream', filters.stream);
  text('type', filters.type);
  text('actor', filters.actor);
  text('actor_kind', filters.actorKind);
  text('correlation', filters.correlation);
  text('from', localToIso(filters.from) ?? '');
  text('until', localToIso(filters.until) ?? '');
  return params;
};

/** The query of GET /audit/events for some filters, a page size and where the page ends. */
export const eventsQuery = (
  filters: EventFilters,
  limit: number,
  before: number | null,
): AuditEventsQueryParams => ({
  ...filterParams(filters),
  limit: String(limit) as AuditEventsQueryParams['limit'],
  ...(before !== null && { before: String(before) }),
});

export const activeFilterCount = (filters: EventFilters): number =>
  Object.keys(filterParams(filters)).length;
