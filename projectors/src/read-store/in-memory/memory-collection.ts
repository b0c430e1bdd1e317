import { Query } from 'mingo';
import type { Doc, Filter, FindOptions, IndexSpec, Page, SortSpec } from '../read-store.js';
import { compileFilter, literalSearchIn, type Predicate } from './filter-compiler.js';
import { PairIndex, type PairIndexTuning } from './pair-index.js';
import { ColumnRanks } from './column-ranks.js';
import { SortedIndex, type Bound, type FieldRange } from './sorted-index.js';
import { compareValues, isScalar } from './value-order.js';

const queryOptions = { idKey: '_id' } as const;

/** The predicate of a filter: compiled when it can be, mingo's otherwise. */
const predicateOf = (filter: Filter): Predicate => {
  const compiled = compileFilter(filter);
  if (compiled) return compiled;
  const query = new Query(filter, queryOptions);
  return (doc) => query.test(doc);
};

/** Top-level `field: scalar` and `field: {$eq: scalar}` conditions: what an index range serves. */
const equalitiesOf = (filter: Filter): Map<string, unknown> => {
  const equalities = new Map<string, unknown>();
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) continue;
    const value =
      typeof condition === 'object' &&
      condition !== null &&
      !Array.isArray(condition) &&
      Object.keys(condition).length === 1 &&
      '$eq' in condition
        ? condition.$eq
        : condition;
    if (value === null || (isScalar(value) && typeof value !== 'object')) {
      equalities.set(field, value);
    }
  }
  return equalities;
};

const lowerBounds: Readonly<Record<string, boolean>> = { $gt: false, $gte: true };
const upperBounds: Readonly<Record<string, boolean>> = { $lt: false, $lte: true };

/**
 * Top-level `field: {$gt/$gte/$lt/$lte: string or number}` conditions (other operators beside
 * them are left to the filter): the values an index walk can be narrowed to. A range is only a
 * narrowing, never the answer: every document walked is still checked with the whole filter.
 */
const rangesOf = (filter: Filter): Map<string, FieldRange> => {
  const ranges = new Map<string, FieldRange>();
  for (const [field, condition] of Object.entries(filter)) {
    if (field.startsWith('$') || field.includes('.')) continue;
    if (typeof condition !== 'object' || condition === null || Array.isArray(condition)) continue;
    const range: FieldRange = {};
    let type: string | undefined;
    for (const [operator, value] of Object.entries(condition)) {
      const inclusive = lowerBounds[operator] ?? upperBounds[operator];
      if (inclusive === undefined) continue;
      if (typeof value !== 'string' && (typeof value !== 'number' || Number.isNaN(value))) continue;
      // Bounds of two types select nothing; the filter says so without a walk.
      if (type !== undefined && typeof value !== type) continue;
      type = typeof value;
      const bound: Bound = { value, inclusive };
      if (operator in lowerBounds) range.low = tighter(range.low, bound, 1);
      else range.high = tighter(range.high, bound, -1);
    }
    if (range.low || range.high) ranges.set(field, range);
  }
  return ranges;
};

/** The narrower of two bounds on the same end: the higher low end (sign 1) or the lower high end. */
const tighter = (current: Bound | undefined, next: Bound, sign: 1 | -1): Bound => {
  if (!current) return next;
  const order = compareValues(next.value, current.value) * sign;
  if (order !== 0) return order > 0 ? next : current;
  return current.inclusive ? next : current;
};

interface Range {
  index: SortedIndex;
  prefix: unknown[];
  /** Walk the index backwards to get the requested order. */
  reverse: boolean;
  /** The values of the field after the prefix the filter narrows the walk to. */
  within?: FieldRange;
}

/** A literal search's candidates in its pair index (see searchOf). */
interface Searched {
  index: PairIndex;
  slots: Uint32Array;
  /** Every candidate holds the literal: the search need not be checked again. */
  exact: boolean;
  /** The candidates are exactly the filter's matches. */
  complete: boolean;
}

interface Plans {
  /** The range holding exactly the matches, when the filter is only equalities an index leads with. */
  covering?: Range;
  /** The smallest range the equalities (and a range on the field after them) select. */
  narrowest?: Range;
  /** A range walked in the requested order. */
  ordered?: Range;
}

/** Up to this many matches are sorted after a scan; beyond, an ordered walk finds the page sooner. */
const defaultSortAfterScanUpTo = 2000;

const sortEntries = (sort: SortSpec | undefined) => Object.entries(sort ?? {});

/**
 * One collection of the in-memory read store: documents by _id, plus the declared indexes. A
 * query walks the index range its equalities select, in the order of the sort when an index
 * has it, and stops as soon as the page is full unless it must count.
 */
export class MemoryCollection {
  readonly docs = new Map<string, Doc>();
  private indexes: SortedIndex[] = [];
  /** Declared but not built yet: the first query builds them (see ensureIndexes). */
  private pending: IndexSpec[] = [];
  /** Built by the first search over a set of fields, kept current from then on. */
  private readonly pairIndexes = new Map<string, PairIndex>();

  constructor(
    private readonly sortAfterScanUpTo = defaultSortAfterScanUpTo,
    private readonly pairIndexTuning?: PairIndexTuning,
  ) {}

  ensureIndex(spec: IndexSpec): void {
    this.ensureIndexes([spec]);
  }

  /**
   * Declares indexes; the first query of the collection builds them, together over what it then
   * holds (each field ranked once), and writes keep them current from then on. A start that
   * replays the log therefore loads its documents without sorting them, and pays for an index
   * only when a query needs the collection (the admin list, not the tracking page).
   */
  ensureIndexes(specs: readonly IndexSpec[]): void {
    this.pending.push(...specs);
  }

  private buildPendingIndexes(): void {
    if (this.pending.length === 0) return;
    const specs = this.pending;
    this.pending = [];
    const columns = new ColumnRanks([...this.docs.values()]);
    for (const spec of specs) {
      const index = new SortedIndex(spec);
      if (this.indexes.some((existing) => existing.signature === index.signature)) continue;
      index.build(columns);
      this.indexes.push(index);
    }
  }

  get(id: string): Doc | undefined {
    return this.docs.get(id);
  }

  /** Stores a document in place of the one with its id; answers the one it replaced. */
  set(doc: Doc): Doc | undefined {
    const previous = this.docs.get(doc._id);
    if (previous) {
      for (const index of this.indexes) index.remove(previous);
      for (const index of this.pairIndexes.values()) index.remove(previous);
    }
    this.docs.set(doc._id, doc);
    for (const index of this.indexes) index.add(doc);
    for (const index of this.pairIndexes.values()) index.add(doc);
    return previous;
  }

  delete(id: string): void {
    const previous = this.docs.get(id);
    if (!previous) return;
    for (const index of this.indexes) index.remove(previous);
    for (const index of this.pairIndexes.values()) index.remove(previous);
    this.docs.delete(id);
  }

  find(filter: Filter, options: FindOptions = {}): Doc[] {
    return this.run(filter, options, false).docs;
  }

  findPage(filter: Filter, options: FindOptions = {}): Page<Doc> {
    return this.run(filter, options, true);
  }

  count(filter: Filter): number {
    const plans = this.plan(filter, undefined);
    if (plans.covering) return plans.covering.index.count(plans.covering.prefix);
    const searched = this.searchOf(filter);
    if (searched?.complete) return searched.index.countIn(searched.slots);
    let matches = 0;
    this.scan(filter, plans, searched, () => {
      matches += 1;
    });
    return matches;
  }

  /**
   * A page, and the total when asked. The total comes from an index that holds exactly the
   * matches, or else from one scan of the documents (or of a small range) with the compiled
   * filter, which also keeps the matches: a few are sorted there and then, many mean an ordered
   * walk meets the page's documents soon and stops there.
   */
  private run(filter: Filter, options: FindOptions, counting: boolean): Page<Doc> {
    const skip = options.skip ?? 0;
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const plans = this.plan(filter, options.sort);
    const predicate = predicateOf(filter);
    const walkInOrder = (range: Range | undefined, total: number) => {
      const docs: Doc[] = [];
      let matched = 0;
      const visit = (doc: Doc) => {
        if (docs.length >= limit) return true;
        if (!predicate(doc)) return false;
        if (matched >= skip) docs.push(doc);
        matched += 1;
        return docs.length >= limit;
      };
      if (range) range.index.walk(range.prefix, range.reverse, visit, range.within);
      else for (const doc of this.docs.values()) if (visit(doc)) break;
      return { docs: project(docs, options.projection), total };
    };

    const ordered = options.sort ? plans.ordered : (plans.covering ?? plans.narrowest);
    if (plans.covering && (ordered || !options.sort)) {
      return walkInOrder(ordered, plans.covering.index.count(plans.covering.prefix));
    }
    if (!counting && (ordered || !options.sort)) return walkInOrder(ordered, Number.NaN);

    const searched = this.searchOf(filter);
    const total = searched?.complete ? searched.index.countIn(searched.slots) : undefined;
    if (options.sort && ordered && total !== undefined && total > this.sortAfterScanUpTo) {
      return walkInOrder(ordered, total);
    }
    const matches: Doc[] = searched?.complete ? searched.index.docsIn(searched.slots) : [];
    if (!searched?.complete) {
      this.scan(filter, plans, searched, (doc) => {
        matches.push(doc);
      });
    }
    if (options.sort && ordered && matches.length > this.sortAfterScanUpTo) {
      return walkInOrder(ordered, matches.length);
    }
    const inOrder = options.sort ? sortDocs(matches, options.sort) : matches;
    return {
      docs: project(inOrder.slice(skip, skip + limit), options.projection),
      total: matches.length,
    };
  }

  /**
   * Shows a scan the documents that match: those a search's pair index lets through, or a range
   * an index counts as small, or else every document, each checked with the filter (the search
   * left out where the pair index checked it already).
   */
  private scan(
    filter: Filter,
    plans: Plans,
    searched: Searched | undefined,
    visit: (doc: Doc) => void,
  ): void {
    if (searched) {
      const unchecked = { ...filter };
      if (searched.exact) delete unchecked.$or;
      const predicate = predicateOf(unchecked);
      for (const doc of searched.index.docsIn(searched.slots)) if (predicate(doc)) visit(doc);
      return;
    }
    const predicate = predicateOf(filter);
    const range = plans.narrowest;
    if (range?.within) {
      range.index.walk(
        range.prefix,
        false,
        (doc) => {
          if (predicate(doc)) visit(doc);
        },
        range.within,
      );
      return;
    }
    if (range?.index.countsAtOnce(range.prefix.length)) {
      // A walk of the tree costs several times a look at the map: worth it for a small range only.
      if (range.index.count(range.prefix) * 8 < this.docs.size) {
        range.index.walk(range.prefix, false, (doc) => {
          if (predicate(doc)) visit(doc);
        });
        return;
      }
    }
    for (const doc of this.docs.values()) if (predicate(doc)) visit(doc);
  }

  /**
   * What a filter's literal search finds through its pair index, when the filter has one, narrowed
   * by the filter's plain equalities (the admin list's search within a status, a type or a
   * method) as far as the index's facets can. `complete` when the bitmap answers the whole filter
   * exactly: the matches are then counted without a look at a document.
   */
  private searchOf(filter: Filter): Searched | undefined {
    const search = literalSearchIn(filter);
    if (!search) return undefined;
    const index = this.pairIndexOf(search.fields);
    const found = index.match(search.literal, search.caseInsensitive);
    if (!found) return undefined;
    const complete =
      found.exact &&
      Object.entries(filter).every(
        ([field, condition]) =>
          field === '$or' ||
          (!field.startsWith('$') &&
            !field.includes('.') &&
            index.narrow(found.slots, field, condition)),
      );
    return { index, slots: found.slots, exact: found.exact, complete };
  }

  private pairIndexOf(fields: readonly string[]): PairIndex {
    const signature = JSON.stringify(fields);
    let index = this.pairIndexes.get(signature);
    if (!index) {
      index = new PairIndex(fields, this.pairIndexTuning);
      for (const doc of this.docs.values()) index.add(doc);
      this.pairIndexes.set(signature, index);
    }
    return index;
  }

  /**
   * The indexes a filter and a sort can use: the one whose leading fields the equalities bind
   * exactly (it counts the matches), the one they bind most, and the one that walks in the
   * sort's order after the fields they bind.
   */
  private plan(filter: Filter, sort: SortSpec | undefined): Plans {
    this.buildPendingIndexes();
    const equalities = equalitiesOf(filter);
    const ranges = rangesOf(filter);
    const wanted = sortEntries(sort);
    const filterSize = Object.keys(filter).length;
    const plans: Plans = {};
    // Each bound equality narrows more than a range, a range on the next field a little more.
    let narrowestScore = 0;
    let orderedBound = -1;
    for (const index of this.indexes) {
      if (!index.usable) continue;
      const bound = index.boundPrefix(equalities);
      const prefix = index.fields.slice(0, bound).map((field) => equalities.get(field));
      const within = ranges.get(index.fields[bound] ?? '');
      if (bound === filterSize && !plans.covering) {
        plans.covering = { index, prefix, reverse: false };
      }
      const score = 2 * bound + (within ? 1 : 0);
      if (score > narrowestScore) {
        narrowestScore = score;
        plans.narrowest = { index, prefix, reverse: false, ...(within && { within }) };
      }
      if (wanted.length === 0 || bound <= orderedBound) continue;
      const rest = index.fields.slice(bound);
      const restDirections = index.directions.slice(bound);
      const forwards = wanted.every(
        ([field, direction], i) => rest[i] === field && restDirections[i] === direction,
      );
      const backwards = wanted.every(
        ([field, direction], i) => rest[i] === field && restDirections[i] === -direction,
      );
      if (forwards || backwards) {
        orderedBound = bound;
        plans.ordered = { index, prefix, reverse: !forwards, ...(within && { within }) };
      }
    }
    return plans;
  }
}

const sortDocs = (docs: Doc[], sort: SortSpec): Doc[] => {
  const keys = sortEntries(sort);
  const scalars = docs.every((doc) => keys.every(([field]) => isScalar(doc[field])));
  if (!scalars || keys.some(([field]) => field.includes('.'))) {
    return new Query({}, queryOptions).find<Doc>(docs).sort(sort).all();
  }
  return [...docs].sort((a, b) => {
    for (const [field, direction] of keys) {
      const order = compareValues(a[field], b[field]) * direction;
      if (order !== 0) return order;
    }
    return 0;
  });
};

/** Top-level inclusion or exclusion natively; anything else through mingo. */
const project = (docs: Doc[], projection: FindOptions['projection']): Doc[] => {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const entries = Object.entries(projection);
  const { _id: idFlag, ...fields } = projection;
  const values = Object.values(fields);
  if (entries.some(([field]) => field.includes('.')) || new Set(values).size > 1) {
    return new Query({}, queryOptions).find<Doc>(docs, projection).all();
  }
  if (values[0] === 0 || (values.length === 0 && idFlag === 0)) {
    const left = new Set(entries.filter(([, flag]) => flag === 0).map(([field]) => field));
    return docs.map(
      (doc) => Object.fromEntries(Object.entries(doc).filter(([field]) => !left.has(field))) as Doc,
    );
  }
  return docs.map((doc) => {
    const picked: Record<string, unknown> = idFlag === 0 ? {} : { _id: doc._id };
    for (const field of Object.keys(fields)) if (field in doc) picked[field] = doc[field];
    return picked as Doc;
  });
};
