import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Doc } from '../read-store.js';
import { PairIndex } from './pair-index.js';

interface Row extends Doc {
  name: string;
  email: string;
  status: string;
  tags?: string[];
}

const fields = ['name', 'email'] as const;
const word = fc.constantFrom('Ann', 'anne', 'BOB', 'bobby', 'éva', 'x', 'example.com', 'mail.org');
const row = fc.record({
  _id: fc.integer({ min: 0, max: 120 }).map(String),
  name: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
  email: fc.tuple(word, word).map(([user, host]) => `${user}@${host}`),
  status: fc.constantFrom('pending', 'completed', 'failed'),
});
const step = fc.oneof(
  { weight: 4, arbitrary: row.map((doc): { add: Row } => ({ add: doc })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 120 }).map((id) => ({ remove: String(id) })) },
);
const literal = fc.constantFrom(
  'an',
  'ANN',
  'bob',
  'b@e',
  'example.com',
  'x@',
  'éva',
  'mail',
  'zz',
);
const tuning = fc.constantFrom(
  { blockSlots: 32, scanFrom: 1 },
  { blockSlots: 32, scanFrom: 1000 },
  { blockSlots: 64, scanFrom: 3 },
  { blockSlots: 1024, scanFrom: 96 },
);

/** Searches as the filter `{$or: [{name: {$regex: literal, $options: 'i'}}, …]}` does, one by one. */
const holds = (doc: Row, text: string) =>
  fields.some((field) => doc[field].toLowerCase().includes(text.toLowerCase()));

const slotsOf = (docs: Doc[]) => docs.map((doc) => doc._id).sort();

describe('the pair index of a literal search', () => {
  it('finds, narrows and counts exactly the documents that hold the text, through any changes, checking candidates one by one or by scanning their block', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 150 }),
        literal,
        fc.option(fc.constantFrom('pending', 'completed', 'failed'), { nil: undefined }),
        tuning,
        (steps, text, status, tuned) => {
          const index = new PairIndex(fields, tuned);
          const truth = new Map<string, Row>();
          const check = () => {
            const expected = [...truth.values()]
              .filter((doc) => holds(doc, text) && (status === undefined || doc.status === status))
              .map((doc) => doc._id)
              .sort();
            const found = index.match(text, true);
            if (!found) throw new Error(`${text} has a pair of ASCII characters`);
            if (found.exact) {
              if (status !== undefined) {
                expect(index.narrow(found.slots, 'status', status)).toBe(true);
              }
              expect(slotsOf(index.docsIn(found.slots))).toEqual(expected);
              expect(index.countIn(found.slots)).toBe(expected.length);
            } else {
              // Not ASCII: the candidates hold every match, and the caller checks them.
              const candidates = index.docsIn(found.slots) as Row[];
              expect(
                slotsOf(
                  candidates.filter(
                    (doc) => holds(doc, text) && (status === undefined || doc.status === status),
                  ),
                ),
              ).toEqual(expected);
            }
          };
          // Checked halfway too: the facets and blocks built then are kept current afterwards.
          steps.forEach((change, at) => {
            if (at === Math.floor(steps.length / 2)) check();
            const id = 'add' in change ? change.add._id : change.remove;
            const previous = truth.get(id);
            if (previous) index.remove(previous);
            truth.delete(id);
            if ('add' in change) {
              index.add(change.add);
              truth.set(id, change.add);
            }
          });
          check();
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses to narrow by a field where a document holds an array, which an equality looks into', () => {
    const index = new PairIndex(fields);
    index.add({ _id: '1', name: 'ann', email: 'ann@example.com', status: 'pending' });
    index.add({
      _id: '2',
      name: 'anne',
      email: 'anne@example.com',
      status: 'failed',
      tags: ['vip'],
    });
    const found = index.match('ann', true);
    expect(found && index.narrow(found.slots, 'status', 'pending')).toBe(true);
    expect(found && index.narrow(found.slots, 'tags', 'vip')).toBe(false);
    expect(found && index.narrow(found.slots, 'status', { $ne: 'failed' })).toBe(false);
  });

  it('narrows by a field of many values (a key, not a facet) only up to 64 of them, leaving the rest to the caller', () => {
    const index = new PairIndex(fields);
    for (let n = 0; n < 70; n += 1) {
      index.add({ _id: String(n), name: `ann${n}`, email: 'a@example.com', status: `s${n}` });
    }
    const narrowed = Array.from({ length: 70 }, (_, n) => {
      const found = index.match('ann', true);
      return found !== undefined && index.narrow(found.slots, 'status', `s${n}`);
    });
    expect(narrowed.slice(0, 64).every(Boolean)).toBe(true);
    expect(narrowed.slice(64).some(Boolean)).toBe(false);
  });

  it('refuses a block size that does not divide its bitmaps', () => {
    expect(() => new PairIndex(fields, { blockSlots: 48, scanFrom: 1 })).toThrow(/power of two/);
  });
});
