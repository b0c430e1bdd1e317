/**
 * The 7-day revenue change: the week's revenue against 7 times the last 24
 * hours' revenue, in percent. With a base of 0 it is +100% when the week brought anything, and
 * 0% when it brought nothing either.
 */
export const revenueChange = (last7DaysRevenue: number, last24HoursRevenue: number): number => {
  const base = 7 * last24HoursRevenue;
  if (base === 0) return last7DaysRevenue > 0 ? 100 : 0;
  return ((last7DaysRevenue - base) / base) * 100;
};

/** The change as the panel shows it: signed, at most one decimal ("+100%", "−42.9%", "0%"). */
export const formatChange = (percent: number, language: string): string =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);

export type ChangeTrend = 'up' | 'down' | 'flat';

export const trendOf = (percent: number): ChangeTrend =>
  percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
