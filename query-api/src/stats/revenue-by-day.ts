import type { RevenueDay } from '@ghost/events/contract';
import { allGroup, hourKey, type StatsDoc } from '@ghost/projectors';
import { revenueByCurrency, toDollars, type UsdRates } from './revenue.js';
import { countAll, sumBuckets } from './stats-figures.js';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** The `days` UTC days ending with today, oldest first, as YYYY-MM-DD. */
export const lastDays = (now: Date, days: number): string[] => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * dayMs).toISOString().slice(0, 10),
  );
};

/** The hour buckets of a day: whole days are whole hours, so no transaction is read. */
export const hourKeysOf = (date: string): string[] => {
  const start = Date.parse(`${date}T00:00:00.000Z`);
  return Array.from({ length: 24 }, (_, hour) => hourKey(new Date(start + hour * hourMs)));
};

/** Each day's revenue and transaction count, from the hour buckets read for those days. */
export const revenueByDayOf = (
  dates: readonly string[],
  buckets: readonly StatsDoc[],
  rates: UsdRates,
): RevenueDay[] => {
  const byDate = new Map<string, StatsDoc[]>();
  for (const bucket of buckets) {
    // `hour:YYYY-MM-DDTHH`
    const date = bucket._id.slice(5, 15);
    byDate.set(date, [...(byDate.get(date) ?? []), bucket]);
  }
  return dates.map((date) => {
    const all = sumBuckets(byDate.get(date) ?? [])[allGroup];
    return {
      date,
      revenue: toDollars(revenueByCurrency(all), rates),
      transactions: countAll(all),
    };
  });
};
