import type { DerivedProjection, DocChange } from '../runner/projection.js';
import type { TransactionDoc } from '../transactions/transaction-doc.js';
import { transactionsCollection } from '../transactions/transaction-doc.js';
import {
  bucketsOf,
  statsCollection,
  totalsKey,
  type StatsDoc,
  type StatusTallies,
} from './stats-doc.js';
import { tally } from './stats-tally.js';

/** Whether a transaction counts in a bucket: totals, or the hour of its creation. */
const countsIn = (transaction: TransactionDoc, key: string): boolean =>
  key === totalsKey || key === bucketsOf(transaction.created_at)[1];

/** A copy of a bucket's tallies that can be changed without touching the stored snapshot. */
const copyOf = (doc: StatsDoc): StatsDoc => {
  const groups: StatsDoc['groups'] = {};
  for (const group in doc.groups) {
    const statuses: StatusTallies = {};
    const stored = doc.groups[group] ?? {};
    for (const status in stored) {
      const tally = stored[status];
      if (tally) statuses[status] = { count: tally.count, amounts: { ...tally.amounts } };
    }
    groups[group] = statuses;
  }
  return { ...doc, groups };
};

/** A bucket after changes: copied once, then each change moves its share. */
const evolveAll = (
  doc: StatsDoc | null,
  changes: readonly DocChange<TransactionDoc>[],
  key: string,
): StatsDoc => {
  const next = copyOf(doc ?? { _id: key, groups: {} });
  for (const { before, after } of changes) {
    if (before && countsIn(before, key)) tally(next.groups, before, -1);
    if (after && countsIn(after, key)) tally(next.groups, after, 1);
  }
  return next;
};

/**
 * The `stats` read model, fed by the transaction documents' changes: each change takes the old
 * version's share out of its buckets and puts the new version's in, so a status change moves a
 * transaction between statuses in the buckets of its creation time. Counts and amounts are
 * integers (minor units per currency), so every figure is exact; revenue is derived from them
 * at query time. A bucket is copied once for all the changes a batch makes to it (a stored
 * bucket is a snapshot, never changed in place).
 */
export const statsProjection: DerivedProjection<TransactionDoc, StatsDoc> = {
  collection: statsCollection,
  source: transactionsCollection,

  keysOf({ before, after }) {
    if (!before) return after ? bucketsOf(after.created_at) : [];
    if (!after || after.created_at === before.created_at) return bucketsOf(before.created_at);
    return [...new Set([...bucketsOf(before.created_at), ...bucketsOf(after.created_at)])];
  },

  evolve: (doc, change, key) => evolveAll(doc, [change], key),
  evolveAll,
};
