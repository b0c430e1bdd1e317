import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  eventsQuery,
  filterParams,
  filtersOf,
  isoToLocal,
  localToIso,
  noFilters,
} from './event-filters';

describe('the event stream filters', () => {
  it('read back from the address what they put in it', () => {
    const filters = {
      ...noFilters,
      actor: 'bob',
      actorKind: 'admin' as const,
      type: 'PaymentVerified',
      stream: 'transaction-',
      correlation: 'c-1',
      from: '2026-11-22T10:00:00',
      until: '2026-11-22T11:30:15',
    };
    const params = new URLSearchParams(filterParams(filters));
    expect(filtersOf(params)).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(7);
  });

  it('keep only the filters that are set, trimmed, and ignore a kind of actor they do not know', () => {
    expect(filterParams({ ...noFilters, actor: '  bob ', stream: ' ' })).toEqual({ actor: 'bob' });
    expect(filtersOf(new URLSearchParams({ actor_kind: 'robot' })).actorKind).toBe('');
  });

  it('turn a local date and time into an instant, and back', () => {
    const local = '2026-11-22T10:15:30';
    const iso = localToIso(local);
    expect(iso).toBe(new Date(local).toISOString());
    expect(isoToLocal(iso ?? '')).toBe(local);
    expect(localToIso('')).toBeNull();
    expect(localToIso('not a date')).toBeNull();
  });

  it('ask for a page of a size, ending before a position when given', () => {
    expect(eventsQuery({ ...noFilters, type: 'PaymentFailed' }, 20, 140)).toEqual({
      type: 'PaymentFailed',
      limit: '20',
      before: '140',
    });
    expect(eventsQuery(noFilters, 50, null)).toEqual({ limit: '50' });
  });
});
