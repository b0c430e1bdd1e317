import { createRequire } from 'node:module';
import type BTreeClass from 'sorted-btree';
import type { Doc, IndexSpec } from '../read-store.js';
import type { ColumnRanks, RankedColumn } from './column-ranks.js';
import { compareValues, isScalar } from './value-order.js';

// sorted-btree is CommonJS with its class on `exports.default`; require sees that shape in every
// runtime (Node's ESM loader and vitest disagree about a default import of it).
const require = createRequire(import.meta.url);
const BTree = (require('sorted-btree') as { default: typeof BTreeClass }).default;
const { bulkLoad } = require('sorted-btree/extended/bulkLoad') as {
  bulkLoad: <K, V>(
    keys: K[],
    values: V[],
    maxNodeSize: number,
    compare: (a: K, b: K) => number,
  ) => BTreeClass<K, V>;
};
/** sorted-btree's default node size. */
const maxNodeSize = 64;

/** Bounds of a key range: below and above every value, whatever the direction of the field. */
const first = Symbol('first');
const last = Symbol('last');
type Key = unknown[];

/** One end of a range of a field's values. */
export interface Bound {
  value: string | number;
  inclusive: boolean;
}

/** The values of one field a query accepts: above `low` and below `high`, when given. */
export interface FieldRange {
  low?: Bound;
  high?: Bound;
}

/**
 * One declared index of an in-memory collection: its documents ordered by the index fields (then
 * `_id`) in a B+ tree, so an equality prefix is a contiguous range, walked in either direction
 * and counted without looking at anything outside it. An index on a field that holds an array or
 * a sub-document (MongoDB's multikey case) gives up and is no longer used.
 */
export class SortedIndex {
  readonly fields: readonly string[];
  readonly directions: readonly (1 | -1)[];
  private tree: BTreeClass<Key, Doc>;
  /**
   * How many documents each short prefix holds (all but the last two key fields, so the map stays
   * far smaller than the collection): a filtered count is then a lookup, not a walk.
   */
  private readonly prefixCounts = new Map<string, number>();
  private readonly countedPrefixes: number;
  private broken = false;

  constructor(readonly spec: IndexSpec) {
    const entries = Object.entries(spec.key);
    if (!entries.some(([field]) => field === '_id')) entries.push(['_id', 1]);
    this.fields = entries.map(([field]) => field);
    this.directions = entries.map(([, direction]) => direction);
    this.tree = new BTree<Key, Doc>(undefined, this.compareKeys, maxNodeSize);
    this.countedPrefixes = Math.max(0, this.fields.length - 2);
  }

  get usable(): boolean {
    return !this.broken;
  }

  /** Same fields and directions, so ensureIndexes can tell it already exists. */
  get signature(): string {
    return JSON.stringify(Object.entries(this.spec.key));
  }

  /**
   * Builds the index over documents in one go: ordered by its trailing fields (shared with the
   * other indexes built with it), then by counting on each leading field with few values, from the
   * last to the first (a stable sort keeps the order of the later fields within equal earlier
   * ones); loaded into a fresh tree bottom-up, prefix counts taken from the runs. A fraction of
   * what adding the documents one by one costs, which is what a rebuild of the read models needs.
   */
  build(columns: ColumnRanks): void {
    if (this.broken) return;
    const { docs } = columns;
    columns.read(this.fields);
    const values: (readonly unknown[])[] = [];
    for (const field of this.fields) {
      const column = columns.valuesOf(field);
      if (!column) {
        this.breakDown();
        return;
      }
      values.push(column);
    }
    const ranked: RankedColumn[] = [];
    for (const field of this.fields) {
      const column = columns.ranksOf(field);
      if (!column) break;
      ranked.push(column);
    }
    const counted = Math.min(ranked.length, this.fields.length - 1);
    let order = columns.orderBy(this.fields.slice(counted), this.directions.slice(counted));
    for (let f = counted - 1; f >= 0; f -= 1) {
      const column = ranked[f];
      if (column) order = countingSort(order, column, this.directions[f] ?? 1);
    }
    const keys: Key[] = new Array<Key>(order.length);
    const sortedDocs: Doc[] = [];
    order.forEach((doc, i) => {
      keys[i] = values.map((column) => column[doc]);
      const found = docs[doc];
      if (found) sortedDocs.push(found);
    });
    this.tree = bulkLoad(keys, sortedDocs, maxNodeSize, this.compareKeys);
    this.prefixCounts.clear();
    // One pass: where two neighbouring keys first differ ends the runs of every longer prefix.
    const runStarts = new Array<number>(this.countedPrefixes).fill(0);
    for (let i = 1; i <= keys.length; i += 1) {
      const previous = keys[i - 1] ?? [];
      const next = keys[i];
      let same = 0;
      while (
        next &&
        same < this.countedPrefixes &&
        compareValues(previous[same], next[same]) === 0
      ) {
        same += 1;
      }
      for (let length = same + 1; length <= this.countedPrefixes; length += 1) {
        const start = runStarts[length - 1] ?? 0;
        this.prefixCounts.set(JSON.stringify(previous.slice(0, length)), i - start);
        runStarts[length - 1] = i;
      }
    }
  }

  add(doc: Doc): void {
    if (this.broken) return;
    const key = this.keyOf(doc);
    if (!key.every(isScalar)) {
      this.breakDown();
      return;
    }
    if (this.tree.set(key, doc)) this.countPrefixes(key, 1);
  }

  remove(doc: Doc): void {
    if (this.broken) return;
    const key = this.keyOf(doc);
    if (this.tree.delete(key)) this.countPrefixes(key, -1);
  }

  /** How many of the leading fields the equalities bind. */
  boundPrefix(equalities: ReadonlyMap<string, unknown>): number {
    let bound = 0;
    while (bound < this.fields.length && equalities.has(this.fields[bound] ?? '')) bound += 1;
    return bound;
  }

  /** Whether `count` of a prefix this long is a lookup rather than a walk. */
  countsAtOnce(prefixLength: number): boolean {
    return prefixLength <= this.countedPrefixes;
  }

  count(prefix: readonly unknown[]): number {
    if (prefix.length === 0) return this.tree.size;
    if (prefix.length <= this.countedPrefixes) {
      return this.prefixCounts.get(JSON.stringify(prefix)) ?? 0;
    }
    return this.tree.forRange([...prefix, first], [...prefix, last], true);
  }

  /**
   * Calls `visit` with the documents whose leading fields equal the prefix (and whose next field
   * lies within the range, when one is given), in index order or its reverse, until it answers
   * true.
   */
  walk(
    prefix: readonly unknown[],
    reverse: boolean,
    visit: (doc: Doc) => unknown,
    within?: FieldRange,
  ): void {
    const [low, high] = this.boundsOf(prefix, within);
    if (!reverse) {
      // A callback range walk: no iterator and no pair per entry, and bounds checked by the tree.
      this.tree.editRange(low, high, false, (_key, doc) => (visit(doc) ? stop : undefined));
      return;
    }
    for (const [key, doc] of this.tree.entriesReversed(high)) {
      if (this.compareKeys(key, low) <= 0 || visit(doc)) return;
    }
  }

  /**
   * The keys just below and just above a prefix's documents, or those of its documents whose next
   * field lies within a range: a value's bound sits before or after every key holding that value
   * (a sentinel after it), and a descending field turns the value's low end into the keys' high.
   */
  private boundsOf(prefix: readonly unknown[], within: FieldRange | undefined): [Key, Key] {
    const low: Key = [...prefix, first];
    const high: Key = [...prefix, last];
    if (!within) return [low, high];
    const ascending = (this.directions[prefix.length] ?? 1) === 1;
    const lowEnd = ascending ? within.low : within.high;
    const highEnd = ascending ? within.high : within.low;
    const around = (bound: Bound, before: boolean): Key => [
      ...prefix,
      bound.value,
      before ? first : last,
    ];
    return [
      lowEnd ? around(lowEnd, lowEnd.inclusive) : low,
      highEnd ? around(highEnd, !highEnd.inclusive) : high,
    ];
  }

  private breakDown(): void {
    this.broken = true;
    this.tree.clear();
    this.prefixCounts.clear();
  }

  private countPrefixes(key: Key, delta: 1 | -1): void {
    for (let length = 1; length <= this.countedPrefixes; length += 1) {
      const prefix = JSON.stringify(key.slice(0, length));
      const count = (this.prefixCounts.get(prefix) ?? 0) + delta;
      if (count === 0) this.prefixCounts.delete(prefix);
      else this.prefixCounts.set(prefix, count);
    }
  }

  private keyOf(doc: Doc): Key {
    return this.fields.map((field) => doc[field] ?? null);
  }

  private readonly compareKeys = (a: Key, b: Key): number => {
    const length = Math.max(a.length, b.length);
    for (let i = 0; i < length; i += 1) {
      const left = a[i];
      const right = b[i];
      if (left === right) continue;
      if (left === first || right === last) return -1;
      if (left === last || right === first) return 1;
      const order = compareValues(left, right) * (this.directions[i] ?? 1);
      if (order !== 0) return order;
    }
    return 0;
  };
}

const stop = { break: true };

/** The positions reordered by one column's ranks, ascending or descending, keeping ties in order. */
const countingSort = (order: Int32Array, column: RankedColumn, direction: 1 | -1): Int32Array => {
  const { ranks, distinct } = column;
  const slot = (doc: number) =>
    direction === 1 ? (ranks[doc] ?? 0) : distinct - 1 - (ranks[doc] ?? 0);
  const starts = new Int32Array(distinct + 1);
  for (const doc of order) starts[slot(doc) + 1] = (starts[slot(doc) + 1] ?? 0) + 1;
  for (let r = 1; r <= distinct; r += 1) starts[r] = (starts[r] ?? 0) + (starts[r - 1] ?? 0);
  const sorted = new Int32Array(order.length);
  for (const doc of order) {
    const at = slot(doc);
    sorted[starts[at] ?? 0] = doc;
    starts[at] = (starts[at] ?? 0) + 1;
  }
  return sorted;
};
