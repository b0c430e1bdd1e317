import fc from 'fast-check';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import type { Doc, Filter } from '../read-store.js';
import { compileFilter } from './filter-compiler.js';

const fields = ['a', 'b', 'c'] as const;
const scalar = fc.oneof(
  fc.constantFrom('x', 'y', 'X', 'xy', 'Yx', '', 'x.Y', '\u0130x', '\u212a', 'k', 'ſ', 'S'),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, 2.5),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
);
const doc = fc.record(
  { _id: fc.constant('d'), a: value, b: value, c: value },
  { requiredKeys: ['_id'] },
);

const condition = fc.oneof(
  scalar,
  scalar.map(($eq) => ({ $eq })),
  scalar.map(($ne) => ({ $ne })),
  fc.array(scalar, { maxLength: 3 }).map(($in) => ({ $in })),
  fc.array(scalar, { maxLength: 3 }).map(($nin) => ({ $nin })),
  fc
    .tuple(
      fc.constantFrom('$gt', '$gte', '$lt', '$lte'),
      fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('x', 'y', 'Y'), fc.boolean()),
    )
    .map(([operator, operand]) => ({ [operator]: operand })),
  fc.record({ $gte: fc.integer({ min: -3, max: 3 }), $lt: fc.integer({ min: -3, max: 3 }) }),
  fc.boolean().map(($exists) => ({ $exists })),
  fc
    .tuple(fc.constantFrom('x', '^x', 'y$', 'X.'), fc.constantFrom(undefined, 'i'))
    .map(([$regex, $options]) => ($options ? { $regex, $options } : { $regex })),
);
const leaf: fc.Arbitrary<Filter> = fc.dictionary(fc.constantFrom(...fields), condition, {
  minKeys: 1,
  maxKeys: 2,
});
/** The admin search: one literal regex over several fields. */
const search: fc.Arbitrary<Filter> = fc
  .tuple(
    fc.subarray([...fields], { minLength: 2 }),
    fc.constantFrom('x', 'X', 'k', 'K', 's', 'x\\.y', '\u0130', 'ſ', '\u212a', 'x.', ''),
    fc.constantFrom(undefined, 'i', ''),
  )
  .map(([searched, $regex, $options]) => ({
    $or: searched.map((field) => ({
      [field]: $options === undefined ? { $regex } : { $regex, $options },
    })),
  }));
const filter: fc.Arbitrary<Filter> = fc.letrec<{ filter: Filter }>((tie) => ({
  filter: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    search,
    fc
      .tuple(
        fc.constantFrom('$and', '$or', '$nor'),
        fc.array(tie('filter'), { minLength: 1, maxLength: 3 }),
      )
      .map(([operator, parts]) => ({ [operator]: parts })),
  ),
})).filter;

describe('the compiled filter', () => {
  it('matches exactly the documents mingo matches', () => {
    fc.assert(
      fc.property(filter, fc.array(doc, { minLength: 1, maxLength: 8 }), (query, docs) => {
        const compiled = compileFilter(query);
        expect(compiled).toBeDefined();
        const reference = new Query(query, { idKey: '_id' });
        for (const candidate of docs as Doc[]) {
          expect(compiled?.(candidate), JSON.stringify({ query, candidate })).toBe(
            reference.test(candidate),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('leaves to mingo what it does not compile: dotted paths, $elemMatch, documents, $expr', () => {
    for (const query of [
      { 'a.b': 1 },
      { a: { $elemMatch: { $gt: 1 } } },
      { a: { b: 1 } },
      { $expr: { $gt: ['$a', 1] } },
      { a: { $regex: 'x', $options: 'x' } },
      { a: /x/g },
    ]) {
      expect(compileFilter(query)).toBeUndefined();
    }
  });
});
