import type { TransactionDoc } from '../transactions/transaction-doc.js';
import { allGroup, cryptoGroup, methodGroup, type StatsDoc } from './stats-doc.js';

/** What of a transaction its share of the figures depends on. */
export type Tallied = Pick<
  TransactionDoc,
  'status' | 'currency' | 'amount_minor' | 'payment_method' | 'crypto_type'
>;

/** The fields a query reads to tally transactions itself (a projection). */
export const talliedFields = {
  status: 1,
  currency: 1,
  amount_minor: 1,
  payment_method: 1,
  crypto_type: 1,
} as const;

const groupsByKind = new Map<string, readonly string[]>();

/** The groups a transaction counts in (the few combinations are made once: a replay asks often). */
const groupsOf = ({ payment_method: method, crypto_type: coin }: Tallied): readonly string[] => {
  const kind = `${method}/${coin ?? ''}`;
  let groups = groupsByKind.get(kind);
  if (!groups) {
    groups = coin
      ? [allGroup, methodGroup(method), cryptoGroup(coin)]
      : [allGroup, methodGroup(method)];
    groupsByKind.set(kind, groups);
  }
  return groups;
};

/**
 * Adds (sign 1) or takes away (sign -1) one transaction's share of some figures, in place: one
 * count and its amount in minor units, by status, in every group it belongs to. The one
 * definition the buckets and the queries that tally transactions themselves share.
 */
export const tally = (groups: StatsDoc['groups'], transaction: Tallied, sign: 1 | -1): void => {
  const { status, currency, amount_minor: minor } = transaction;
  for (const group of groupsOf(transaction)) {
    const statuses = (groups[group] ??= {});
    const current = (statuses[status] ??= { count: 0, amounts: {} });
    current.count += sign;
    current.amounts[currency] = (current.amounts[currency] ?? 0) + sign * minor;
  }
};

/** The figures of some transactions, as a bucket holds them. */
export const tallied = (transactions: Iterable<Tallied>): StatsDoc['groups'] => {
  const groups: StatsDoc['groups'] = {};
  for (const transaction of transactions) tally(groups, transaction, 1);
  return groups;
};
