import { Query } from 'mingo';
import type { Doc, Filter, FindOptions, IndexSpec, Page, SortSpec } from '../read-store.js';
import { compileFilter, type Predicate } from './filter-compiler.js';
import { SortedIndex } from './sorted-index.js';
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

interface Plan {
  index: SortedIndex;
  prefix: unknown[];
  /** Walk the index backwards to get the requested order. */
  reverse: boolean;
  /** The filter is exactly the prefix equalities: the range is the answer. */
  covered: boolean;
  /** The walk yields documents in the requested sort order. */
  sorted: boolean;
}

const sortEntries = (sort: SortSpec | undefined) => Object.entries(sort ?? {});

/**
 * One collection of the in-memory read store: documents by _id, plus the declared indexes. A
 * query walks the index range its equalities select, in the order of the sort when an index
 * has it, and stops as soon as the page is full unless it must count.
 */
export class MemoryCollection {
  readonly docs = new Map<string, Doc>();
  private indexes: SortedIndex[] = [];

  ensureIndex(spec: IndexSpec): void {
    const index = new SortedIndex(spec);
    if (this.indexes.some((existing) => existing.signature === index.signature)) return;
    for (const doc of this.docs.values()) index.add(doc);
    this.indexes.push(index);
  }

  get(id: string): Doc | undefined {
    return this.docs.get(id);
  }

  set(doc: Doc): void {
    const previous = this.docs.get(doc._id);
    if (previous) for (const index of this.indexes) index.remove(previous);
    this.docs.set(doc._id, doc);
    for (const index of this.indexes) index.add(doc);
  }

  delete(id: string): void {
    const previous = this.docs.get(id);
    if (!previous) return;
    for (const index of this.indexes) index.remove(previous);
    this.docs.delete(id);
  }

  find(filter: Filter, options: FindOptions = {}): Doc[] {
    return this.run(filter, options, false).docs;
  }

  findPage(filter: Filter, options: FindOptions = {}): Page<Doc> {
    return this.run(filter, options, true);
  }

  count(filter: Filter): number {
    if (Object.keys(filter).length === 0) return this.docs.size;
    const plan = this.plan(filter, undefined);
    if (plan?.covered) return plan.index.count(plan.prefix);
    const predicate = predicateOf(filter);
    let matches = 0;
    for (const doc of this.candidates(plan)) if (predicate(doc)) matches += 1;
    return matches;
  }

  private run(filter: Filter, options: FindOptions, counting: boolean): Page<Doc> {
    const skip = options.skip ?? 0;
    const limit = options.limit ?? Number.POSITIVE_INFINITY;
    const plan = this.plan(filter, options.sort);
    const predicate = predicateOf(filter);
    const knownTotal = plan?.covered ? plan.index.count(plan.prefix) : undefined;

    if (plan?.sorted || !options.sort) {
      // In order already: keep the window, and stop once it is full unless the total is wanted.
      const docs: Doc[] = [];
      let matched = 0;
      for (const doc of this.candidates(plan)) {
        if (!predicate(doc)) continue;
        if (matched >= skip && docs.length < limit) docs.push(doc);
        matched += 1;
        if (docs.length >= limit && (!counting || knownTotal !== undefined)) break;
      }
      return { docs: project(docs, options.projection), total: knownTotal ?? matched };
    }

    const matches: Doc[] = [];
    for (const doc of this.candidates(plan)) if (predicate(doc)) matches.push(doc);
    const ordered = sortDocs(matches, options.sort);
    return {
      docs: project(ordered.slice(skip, skip + limit), options.projection),
      total: matches.length,
    };
  }

  private candidates(plan: Plan | undefined): Iterable<Doc> {
    return plan ? plan.index.walk(plan.prefix, plan.reverse) : this.docs.values();
  }

  /**
   * The best index: the most leading fields bound by equalities, and among those one whose next
   * fields give the sort (forwards or backwards), so the walk is the order.
   */
  private plan(filter: Filter, sort: SortSpec | undefined): Plan | undefined {
    const equalities = equalitiesOf(filter);
    const wanted = sortEntries(sort);
    let best: Plan | undefined;
    let bestScore = 0;
    for (const index of this.indexes) {
      if (!index.usable) continue;
      const bound = index.boundPrefix(equalities);
      const rest = index.fields.slice(bound);
      const restDirections = index.directions.slice(bound);
      const forwards = wanted.every(
        ([field, direction], i) => rest[i] === field && restDirections[i] === direction,
      );
      const backwards = wanted.every(
        ([field, direction], i) => rest[i] === field && restDirections[i] === -direction,
      );
      const sorted = wanted.length > 0 && (forwards || backwards);
      // An ordered walk beats a sort afterwards; more bound fields beat fewer.
      const score = (sorted ? 1000 : 0) + bound;
      if (score <= bestScore) continue;
      bestScore = score;
      const prefixFields = index.fields.slice(0, bound);
      best = {
        index,
        prefix: prefixFields.map((field) => equalities.get(field)),
        reverse: sorted && !forwards,
        covered:
          Object.keys(filter).length === bound && prefixFields.every((field) => field in filter),
        sorted,
      };
    }
    return best;
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
