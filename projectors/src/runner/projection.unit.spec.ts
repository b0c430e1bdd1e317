import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';
import { applyChanges, type DerivedProjection, type DocChange } from './projection.js';

interface Item extends Doc {
  group: string;
  value: number;
}
interface Sum extends Doc {
  total: number;
}

/** The sum of the values of a group's items: it needs each item's value before and after. */
const sums: DerivedProjection<Item, Sum> = {
  collection: 'sums',
  source: 'items',
  keysOf: (change) => [
    ...new Set([change.before?.group, change.after?.group].filter((g) => g !== undefined)),
  ],
  evolve: (doc, { before, after }, key) => ({
    _id: key,
    total:
      (doc?.total ?? 0) -
      (before?.group === key ? before.value : 0) +
      (after?.group === key ? after.value : 0),
  }),
};

const eventAt = (position: number) => ({ position }) as StoredEvent;
const item = (id: string, group: string, value: number): Item => ({ _id: id, group, value });
const change = (position: number, before: Item | null, after: Item | null): DocChange<Item> => ({
  key: (before ?? after)?._id ?? '',
  before,
  after,
  event: eventAt(position),
});

describe('a derived read model', () => {
  it('moves an amount from the old document to the new one', () => {
    const created = applyChanges(sums, null, [change(1, null, item('i', 'a', 5))], 'a');
    expect(created).toEqual({ _id: 'a', total: 5, _position: 1 });
    const moved = applyChanges(
      sums,
      created,
      [change(2, item('i', 'a', 5), item('i', 'b', 5))],
      'a',
    );
    expect(moved).toEqual({ _id: 'a', total: 0, _position: 2 });
  });

  it('applies every change of one event, though they share its position', () => {
    const both = applyChanges(
      sums,
      null,
      [change(3, null, item('i', 'a', 5)), change(3, null, item('j', 'a', 7))],
      'a',
    );
    expect(both).toEqual({ _id: 'a', total: 12, _position: 3 });
  });

  it('changes nothing when the changes of an event are applied twice', () => {
    const changes = [change(4, item('i', 'a', 5), item('i', 'a', 9))];
    const once = applyChanges(sums, { _id: 'a', total: 5, _position: 1 }, changes, 'a');
    expect(once).toEqual({ _id: 'a', total: 9, _position: 4 });
    expect(applyChanges(sums, once, changes, 'a')).toBe(once);
  });
});
