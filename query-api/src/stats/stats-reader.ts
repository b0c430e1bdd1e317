import {
  methodGroup,
  periodCover,
  statsCollection,
  tallied,
  talliedFields,
  totalsKey,
  transactionsCollection,
  type Doc,
  type ReadStore,
  type StatsDoc,
  type Tallied,
} from '@ghost/projectors';
import type {
  CardQueueSummary,
  RevenueByDay,
  StatsPeriod,
  StatsSummary,
} from '@ghost/events/contract';
import { toDollars, type UsdRates } from './revenue.js';
import { hourKeysOf, lastDays, revenueByDayOf } from './revenue-by-day.js';
import { cryptoBreakdownOf, periodOf, summaryOf, sumBuckets } from './stats-figures.js';

const minuteMs = 60_000;

/**
 * Each period is the whole minutes ending with the current one: the last 24 hours are the 1,440
 * minutes up to and including this one. Its whole hours are read from the hour buckets, the parts
 * of hours at its two edges (an hour of transactions together) from the transactions.
 */
export const periodWindows = (now: Date) => ({
  last24Hours: periodCover(new Date(now.getTime() - (24 * 60 - 1) * minuteMs), now),
  last7Days: periodCover(new Date(now.getTime() - (7 * 24 * 60 - 1) * minuteMs), now),
});

type Cover = ReturnType<typeof periodCover>;

/**
 * The stats answers, read from the pre-aggregated buckets (under 200 documents) and the
 * transactions of the parts of hours at a period's edges.
 */
export class StatsReader {
  constructor(
    private readonly readStore: ReadStore,
    private readonly rates: UsdRates,
  ) {}

  async summary(): Promise<StatsSummary> {
    return summaryOf(await this.totals(), this.rates);
  }

  async period(now: Date): Promise<StatsPeriod> {
    const windows = periodWindows(now);
    const [day, week] = await Promise.all([
      this.within(windows.last24Hours),
      this.within(windows.last7Days),
    ]);
    const lastWeek = sumBuckets(week);
    return {
      last24Hours: periodOf(sumBuckets(day), this.rates),
      last7Days: periodOf(lastWeek, this.rates),
      cryptoBreakdown: cryptoBreakdownOf(lastWeek, this.rates),
    };
  }

  /** Revenue per UTC day over the last `days` days, from their hour buckets (24 a day). */
  async revenueByDay(now: Date, days: number): Promise<RevenueByDay> {
    const dates = lastDays(now, days);
    const buckets = await this.readStore.findByIds<StatsDoc>(
      statsCollection,
      dates.flatMap(hourKeysOf),
    );
    return { days: revenueByDayOf(dates, buckets, this.rates) };
  }

  /** The card queue's tiles: how many card payments await, and their value in dollars. */
  async cardAwaiting(): Promise<CardQueueSummary> {
    const totals = await this.totals();
    const awaiting = totals[methodGroup('card')]?.pending_payment_verification;
    return {
      count: awaiting?.count ?? 0,
      totalValueUsd: toDollars(awaiting?.amounts ?? {}, this.rates),
    };
  }

  /** The figures of a period: its hour buckets, and its edges tallied from the transactions. */
  private async within({ hours, edges }: Cover): Promise<Pick<StatsDoc, 'groups'>[]> {
    const [buckets, ...edgeTransactions] = await Promise.all([
      this.readStore.findByIds<StatsDoc>(statsCollection, hours),
      ...edges.map(({ from, to }) =>
        this.readStore.find<Tallied & Doc>(
          transactionsCollection,
          { created_at: { $gte: from, $lt: to } },
          { projection: talliedFields },
        ),
      ),
    ]);
    return [...buckets, { groups: tallied(edgeTransactions.flat()) }];
  }

  private async totals(): Promise<StatsDoc['groups']> {
    const doc = await this.readStore.findOne<StatsDoc>(statsCollection, { _id: totalsKey });
    return doc?.groups ?? {};
  }
}
