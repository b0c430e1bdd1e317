import type { DerivedProjection } from '../runner/projection.js';
import type { TransactionDoc } from '../transactions/transaction-doc.js';
import { transactionsCollection } from '../transactions/transaction-doc.js';
import {
  allGroup,
  bucketsOf,
  cryptoGroup,
  methodGroup,
  statsCollection,
  type StatsDoc,
  type StatusTallies,
} from './stats-doc.js';

/** The groups a transaction counts in. */
const groupsOf = (transaction: TransactionDoc): string[] =>
  transaction.crypto_type
    ? [allGroup, methodGroup(transaction.payment_method), cryptoGroup(transaction.crypto_type)]
    : [allGroup, methodGroup(transaction.payment_method)];

/**
 * Adds (sign 1) or takes away (sign -1) one transaction's share of a bucket. Only the objects on
 * the way to what changes are copied: a bucket is a stored snapshot, never changed in place.
 */
const tally = (doc: StatsDoc, transaction: TransactionDoc, sign: 1 | -1): StatsDoc => {
  const { status, currency, amount_minor: minor } = transaction;
  const groups = { ...doc.groups };
  for (const group of groupsOf(transaction)) {
    const statuses: StatusTallies = { ...groups[group] };
    const current = statuses[status] ?? { count: 0, amounts: {} };
    statuses[status] = {
      count: current.count + sign,
      amounts: { ...current.amounts, [currency]: (current.amounts[currency] ?? 0) + sign * minor },
    };
    groups[group] = statuses;
  }
  return { ...doc, groups };
};

/**
 * The `stats` read model, fed by the transaction documents' changes: each change takes the old
 * version's share out of its buckets and puts the new version's in, so a status change moves a
 * transaction between statuses in the buckets of its creation time. Counts and amounts are
 * integers (minor units per currency), so every figure is exact; revenue is derived from them
 * at query time.
 */
export const statsProjection: DerivedProjection<TransactionDoc, StatsDoc> = {
  collection: statsCollection,
  source: transactionsCollection,

  keysOf({ before, after }) {
    if (!before) return after ? bucketsOf(after.created_at) : [];
    if (!after || after.created_at === before.created_at) return bucketsOf(before.created_at);
    return [...new Set([...bucketsOf(before.created_at), ...bucketsOf(after.created_at)])];
  },

  evolve(doc, { before, after }, key) {
    let next: StatsDoc = doc ?? { _id: key, groups: {} };
    if (before && bucketsOf(before.created_at).includes(key)) next = tally(next, before, -1);
    if (after && bucketsOf(after.created_at).includes(key)) next = tally(next, after, 1);
    return next;
  },
};
