import type { Doc } from '../read-store.js';
import { compareValues, isScalar } from './value-order.js';

/** A field with few distinct values: the rank of each document's value in the field's order. */
export interface RankedColumn {
  /** Each document's rank: equal values share one, a greater value has a greater one. */
  ranks: Int32Array;
  /** How many ranks there are. */
  distinct: number;
}

/** Up to this many distinct values a field is ranked, and sorted on by counting. */
const maxRanked = 4096;

/**
 * The fields of a fixed list of documents, read once however many indexes a build makes: their
 * values, the ranks of a field with few distinct values (sorted on by counting), and orders by
 * the other fields (sorted on by comparing, once for every index that ends with them).
 */
export class ColumnRanks {
  private readonly values = new Map<string, unknown[] | null>();
  private readonly ranked = new Map<string, RankedColumn | null>();
  private readonly orders = new Map<string, Int32Array>();

  constructor(readonly docs: readonly Doc[]) {}

  /** The field's value in each document (null when missing); null when one is not a scalar. */
  valuesOf(field: string): readonly unknown[] | null {
    let values = this.values.get(field);
    if (values === undefined) {
      this.read([field]);
      values = this.values.get(field) ?? null;
    }
    return values;
  }

  /** Reads the fields it has not read yet, all in one pass over the documents. */
  read(fields: readonly string[]): void {
    const wanted = fields.filter((field) => !this.values.has(field));
    if (wanted.length === 0) return;
    const columns = wanted.map(() => new Array<unknown>(this.docs.length));
    this.docs.forEach((doc, i) => {
      columns.forEach((column, f) => {
        column[i] = doc[wanted[f] ?? ''] ?? null;
      });
    });
    wanted.forEach((field, f) => {
      const values = columns[f] ?? [];
      this.values.set(field, values.every(isScalar) ? values : null);
    });
  }

  /** The ranks of a field of scalars with few distinct values; null otherwise. */
  ranksOf(field: string): RankedColumn | null {
    let column = this.ranked.get(field);
    if (column === undefined) {
      column = this.rank(field);
      this.ranked.set(field, column);
    }
    return column;
  }

  /**
   * The positions of the documents in the order of the fields (scalars all), by comparison. The
   * documents usually come in the order they were written, often the order asked or its reverse,
   * which the sort finds in one pass.
   */
  orderBy(fields: readonly string[], directions: readonly (1 | -1)[]): Int32Array {
    const signature = JSON.stringify([fields, directions]);
    let order = this.orders.get(signature);
    if (!order) {
      const columns = fields.map((field) => this.valuesOf(field) ?? []);
      // An array, not an Int32Array: its sort is the one that finds runs.
      const positions = Array.from(this.docs.keys()).sort((a, b) => {
        for (let f = 0; f < columns.length; f += 1) {
          const column = columns[f] ?? [];
          const by = compareValues(column[a], column[b]) * (directions[f] ?? 1);
          if (by !== 0) return by;
        }
        return 0;
      });
      order = Int32Array.from(positions);
      this.orders.set(signature, order);
    }
    return order;
  }

  private rank(field: string): RankedColumn | null {
    const values = this.valuesOf(field);
    if (!values) return null;
    const byValue = new Map<unknown, number>();
    for (const value of values) {
      if (byValue.has(value)) continue;
      if (byValue.size === maxRanked) return null;
      byValue.set(value, 0);
    }
    let rank = -1;
    let previous: unknown;
    [...byValue.keys()].sort(compareValues).forEach((value, i) => {
      if (i === 0 || compareValues(previous, value) !== 0) rank += 1;
      byValue.set(value, rank);
      previous = value;
    });
    const ranks = new Int32Array(values.length);
    values.forEach((value, i) => {
      ranks[i] = byValue.get(value) ?? 0;
    });
    return { ranks, distinct: rank + 1 };
  }
}
