import { createRequire } from 'node:module';
import type BTreeClass from 'sorted-btree';
import type { Doc, IndexSpec } from '../read-store.js';
import { compareValues, isScalar } from './value-order.js';

// sorted-btree is CommonJS with its class on `exports.default`; require sees that shape in every
// runtime (Node's ESM loader and vitest disagree about a default import of it).
const BTree = (createRequire(import.meta.url)('sorted-btree') as { default: typeof BTreeClass })
  .default;

/** Bounds of a key range: below and above every value, whatever the direction of the field. */
const first = Symbol('first');
const last = Symbol('last');
type Key = unknown[];

/**
 * One declared index of an in-memory collection: its documents ordered by the index fields (then
 * `_id`) in a B+ tree, so an equality prefix is a contiguous range, walked in either direction
 * and counted without looking at anything outside it. An index on a field that holds an array or
 * a sub-document (MongoDB's multikey case) gives up and is no longer used.
 */
export class SortedIndex {
  readonly fields: readonly string[];
  readonly directions: readonly (1 | -1)[];
  private readonly tree: BTreeClass<Key, Doc>;
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
    this.tree = new BTree<Key, Doc>(undefined, (a, b) => this.compareKeys(a, b));
    this.countedPrefixes = Math.max(0, this.fields.length - 2);
  }

  get usable(): boolean {
    return !this.broken;
  }

  /** Same fields and directions, so ensureIndexes can tell it already exists. */
  get signature(): string {
    return JSON.stringify(Object.entries(this.spec.key));
  }

  add(doc: Doc): void {
    if (this.broken) return;
    const key = this.keyOf(doc);
    if (!key.every(isScalar)) {
      this.broken = true;
      this.tree.clear();
      this.prefixCounts.clear();
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

  /** The documents whose leading fields equal the prefix, in index order or its reverse. */
  *walk(prefix: readonly unknown[], reverse: boolean): Generator<Doc> {
    const low = [...prefix, first];
    const high = [...prefix, last];
    const entries = reverse ? this.tree.entriesReversed(high) : this.tree.entries(low);
    for (const [key, doc] of entries) {
      if (this.compareKeys(key, reverse ? low : high) * (reverse ? -1 : 1) >= 0) return;
      yield doc;
    }
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

  private compareKeys(a: Key, b: Key): number {
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
  }
}
