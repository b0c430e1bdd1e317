import type { RevenueDay } from '@ghost/events/contract';

/** The series in one sentence: the total, and its best day (the latest of equals). */
export const seriesSummary = (days: readonly RevenueDay[]) => {
  let best: RevenueDay = days[0] ?? { date: '', revenue: 0, transactions: 0 };
  let total = 0;
  for (const day of days) {
    total += day.revenue;
    if (day.revenue >= best.revenue) best = day;
  }
  return { total: Math.round(total * 100) / 100, best };
};

const labels = new Map<string, Intl.DateTimeFormat>();

/** A UTC day (YYYY-MM-DD) as the reader says it: "12 Mar", "12. März", "3月12日". */
export const dayLabel = (date: string, language: string): string => {
  let format = labels.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    labels.set(language, format);
  }
  return format.format(new Date(`${date}T00:00:00.000Z`));
};

/** uPlot's x values: the start of each day in seconds. */
export const dayStarts = (days: readonly RevenueDay[]): number[] =>
  days.map((day) => Date.parse(`${day.date}T00:00:00.000Z`) / 1000);
