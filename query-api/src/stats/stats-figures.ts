import { cryptoTypes, transactionStatuses, type TransactionStatus } from '@ghost/events';
import type { CryptoBreakdownEntry, PeriodFigures, StatsSummary } from '@ghost/events/contract';
import { allGroup, cryptoGroup, type StatsDoc, type StatusTallies } from '@ghost/projectors';
import { revenueByCurrency, toDollars, toMajorUnits, type UsdRates } from './revenue.js';

type Groups = StatsDoc['groups'];

/** Several buckets added up into one (for...in: hundreds of buckets an answer, no entry arrays). */
export const sumBuckets = (buckets: readonly Pick<StatsDoc, 'groups'>[]): Groups => {
  const sum: Groups = {};
  for (const { groups } of buckets) {
    for (const group in groups) {
      const statuses = groups[group] ?? {};
      const into = (sum[group] ??= {});
      for (const status in statuses) {
        const counted = statuses[status];
        if (!counted) continue;
        const tally = (into[status] ??= { count: 0, amounts: {} });
        tally.count += counted.count;
        for (const currency in counted.amounts) {
          tally.amounts[currency] =
            (tally.amounts[currency] ?? 0) + (counted.amounts[currency] ?? 0);
        }
      }
    }
  }
  return sum;
};

const countOf = (statuses: StatusTallies | undefined, status: TransactionStatus) =>
  statuses?.[status]?.count ?? 0;

/** Transactions of every status. */
export const countAll = (statuses: StatusTallies | undefined) =>
  transactionStatuses.reduce((sum, status) => sum + countOf(statuses, status), 0);

/** The dashboard's stat cards. */
export const summaryOf = (totals: Groups, rates: UsdRates): StatsSummary => {
  const all = totals[allGroup];
  const byCurrency = revenueByCurrency(all);
  return {
    totalRevenue: toDollars(byCurrency, rates),
    totalTransactions: countAll(all),
    pendingPaymentVerification: countOf(all, 'pending_payment_verification'),
    pendingSubscriptionUpdate: countOf(all, 'pending_subscription_update'),
    completedTransactions: countOf(all, 'completed'),
    failedTransactions: countOf(all, 'failed'),
    revenueByCurrency: toMajorUnits(byCurrency),
  };
};

/** One period panel: pending is both awaiting statuses (payment and subscription). */
export const periodOf = (window: Groups, rates: UsdRates): PeriodFigures => {
  const all = window[allGroup];
  return {
    revenue: toDollars(revenueByCurrency(all), rates),
    transactions: countAll(all),
    completed: countOf(all, 'completed'),
    pending:
      countOf(all, 'pending_payment_verification') + countOf(all, 'pending_subscription_update'),
  };
};

/** Count (every status) and revenue per coin, for the coins with any transaction. */
export const cryptoBreakdownOf = (window: Groups, rates: UsdRates): CryptoBreakdownEntry[] =>
  cryptoTypes
    .map((coin) => ({
      crypto_type: coin,
      count: countAll(window[cryptoGroup(coin)]),
      revenue: toDollars(revenueByCurrency(window[cryptoGroup(coin)]), rates),
    }))
    .filter((entry) => entry.count > 0);
