import fc from 'fast-check';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Filter, SortSpec } from '../read-store.js';
import { MemoryCollection } from './memory-collection.js';

interface Row extends Doc {
  status: string;
  kind: string;
  amount: number;
  created_at: string;
}

const day = fc.integer({ min: 0, max: 7 }).map((day) => `2026-01-0${day + 1}`);
const row = fc.record({
  _id: fc.integer({ min: 0, max: 40 }).map((n) => `R${String(n).padStart(2, '0')}`),
  status: fc.constantFrom('pending', 'completed', 'failed'),
  kind: fc.constantFrom('a', 'b'),
  amount: fc.integer({ min: 0, max: 9 }),
  created_at: fc.integer({ min: 0, max: 6 }).map((day) => `2026-01-0${day + 1}`),
});
const change = fc.oneof(
  { weight: 4, arbitrary: row.map((doc): { set: Row } => ({ set: doc })) },
  { weight: 1, arbitrary: row.map((doc) => ({ remove: doc._id })) },
);
const filter: fc.Arbitrary<Filter> = fc
  .record(
    {
      status: fc.constantFrom('pending', 'completed', 'failed', 'other'),
      kind: fc.constantFrom('a', 'b'),
      amount: fc.integer({ min: 0, max: 9 }).map(($gte) => ({ $gte })),
      // Ranges on an indexed field, alone or after an equality: what narrows an index walk.
      created_at: fc.oneof(
        day.map(($gte) => ({ $gte })),
        day.map(($lt) => ({ $lt })),
        fc.tuple(day, day).map(([$gt, $lte]) => ({ $gt, $lte })),
        fc.tuple(day, day).map(([$gte, $lt]) => ({ $gte, $lt, $ne: '2026-01-03' })),
        fc.tuple(day, fc.integer({ min: 0, max: 9 })).map(([$gte, $lt]) => ({ $gte, $lt })),
      ),
      $or: fc.constantFrom(
        [{ _id: { $regex: '1' } }, { kind: 'b' }],
        [{ _id: { $regex: 'r0', $options: 'i' } }],
        // Literal searches over several fields: what the pair index narrows down.
        [{ _id: { $regex: 'r1', $options: 'i' } }, { status: { $regex: 'r1', $options: 'i' } }],
        [{ _id: { $regex: 'ENd', $options: 'i' } }, { status: { $regex: 'ENd', $options: 'i' } }],
        [{ _id: { $regex: 'R2' } }, { status: { $regex: 'R2' } }],
        [{ _id: { $regex: 'l' } }, { status: { $regex: 'l' } }],
        [{ _id: { $regex: 'xyz' } }, { status: { $regex: 'xyz' } }],
      ),
    },
    { requiredKeys: [] },
  )
  .map((record) => record as Filter);
const sort = fc.constantFrom<(SortSpec | undefined)[]>(
  { created_at: -1, _id: -1 },
  { created_at: 1, _id: 1 },
  { status: 1, created_at: -1, _id: -1 },
  { amount: 1, _id: 1 },
  { _id: 1 },
);

const indexes = [
  { key: { created_at: -1, _id: -1 } },
  { key: { status: 1, created_at: -1, _id: -1 } },
  { key: { kind: 1, status: 1, created_at: -1, _id: -1 } },
] as const;

describe('an indexed in-memory collection', () => {
  it('answers every page and total as an unindexed scan sorted by mingo does, through any changes, whether its indexes were built before them or after', () => {
    fc.assert(
      fc.property(
        fc.array(change, { maxLength: 60 }),
        fc.array(fc.tuple(filter, sort, fc.nat(12), fc.integer({ min: 1, max: 8 })), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.constantFrom(0, 3, 2000),
        fc.integer({ min: 0, max: indexes.length }),
        // The pair index checks its candidates one by one, or scans their blocks' joined texts.
        fc.constantFrom(
          undefined,
          { blockSlots: 32, scanFrom: 1 },
          { blockSlots: 64, scanFrom: 4 },
        ),
        (changes, queries, sortAfterScanUpTo, builtAfter, pairIndexTuning) => {
          const collection = new MemoryCollection(sortAfterScanUpTo, pairIndexTuning);
          const before = indexes.length - builtAfter;
          for (const index of indexes.slice(0, before)) collection.ensureIndex(index);
          const truth = new Map<string, Row>();
          const [firstHalf, secondHalf] = [changes.slice(0, 30), changes.slice(30)];
          const apply = (step: (typeof changes)[number]) => {
            if ('set' in step) {
              collection.set(step.set);
              truth.set(step.set._id, step.set);
            } else {
              collection.delete(step.remove);
              truth.delete(step.remove);
            }
          };
          firstHalf.forEach(apply);
          // Built in bulk over what is there, then kept current.
          for (const index of indexes.slice(before)) collection.ensureIndex(index);
          secondHalf.forEach(apply);
          for (const [query, order, skip, limit] of queries) {
            const matching = new Query(query, { idKey: '_id' }).find<Row>([...truth.values()]);
            const expected = (order ? matching.sort(order) : matching).all();
            const page = collection.findPage(query, { sort: order, skip, limit });
            expect(page.total).toBe(expected.length);
            expect(collection.count(query)).toBe(expected.length);
            if (order) {
              expect(page.docs).toEqual(expected.slice(skip, skip + limit));
              expect(collection.find(query, { sort: order, skip, limit })).toEqual(page.docs);
            } else {
              expect(page.docs).toHaveLength(Math.max(0, Math.min(limit, expected.length - skip)));
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
