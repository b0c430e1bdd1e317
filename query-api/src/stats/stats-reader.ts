import {
  bucketsCovering,
  methodGroup,
  statsCollection,
  totalsKey,
  type ReadStore,
  type StatsDoc,
} from '@ghost/projectors';
import { toDollars, type UsdRates } from './revenue.js';
import { cryptoBreakdownOf, periodOf, summaryOf, sumBuckets } from './stats-figures.js';

const minuteMs = 60_000;

/**
 * Each period is the whole minutes ending with the current one: the last 24 hours are the 1,440
 * minutes up to and including this one. That is what the minute and hour buckets hold exactly,
 * so no answer ever looks at a transaction.
 */
export const periodWindows = (now: Date) => ({
  last24Hours: bucketsCovering(new Date(now.getTime() - (24 * 60 - 1) * minuteMs), now),
  last7Days: bucketsCovering(new Date(now.getTime() - (7 * 24 * 60 - 1) * minuteMs), now),
});

/** The stats answers, read from the pre-aggregated buckets (a few hundred documents at most). */
export class StatsReader {
  constructor(
    private readonly readStore: ReadStore,
    private readonly rates: UsdRates,
  ) {}

  async summary() {
    return summaryOf(await this.totals(), this.rates);
  }

  async period(now: Date) {
    const windows = periodWindows(now);
    const [day, week] = await Promise.all([
      this.readStore.findByIds<StatsDoc>(statsCollection, windows.last24Hours),
      this.readStore.findByIds<StatsDoc>(statsCollection, windows.last7Days),
    ]);
    const lastWeek = sumBuckets(week);
    return {
      last24Hours: periodOf(sumBuckets(day), this.rates),
      last7Days: periodOf(lastWeek, this.rates),
      cryptoBreakdown: cryptoBreakdownOf(lastWeek, this.rates),
    };
  }

  /** The card queue's tiles: how many card payments await, and their value in dollars. */
  async cardAwaiting() {
    const totals = await this.totals();
    const awaiting = totals[methodGroup('card')]?.pending_payment_verification;
    return {
      count: awaiting?.count ?? 0,
      totalValueUsd: toDollars(awaiting?.amounts ?? {}, this.rates),
    };
  }

  private async totals(): Promise<StatsDoc['groups']> {
    const doc = await this.readStore.findOne<StatsDoc>(statsCollection, { _id: totalsKey });
    return doc?.groups ?? {};
  }
}
