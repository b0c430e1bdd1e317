import { formatDateTime, formatTime } from './dates';

export interface RelativeTimeTexts {
  justNow: string;
  todayAt: (time: string) => string;
  yesterdayAt: (time: string) => string;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const dayMs = 86_400_000;

/**
 * How long ago a moment was: under a minute "Just now", then minutes, then hours
 * up to 24, then today or yesterday with the time, then the date. Numbers and words come from
 * Intl in the reader's language.
 */
export const formatRelativeTime = (
  iso: string | Date,
  language: string,
  texts: RelativeTimeTexts,
  now: Date = new Date(),
): string => {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (elapsed < 60_000) return texts.justNow;
  if (elapsed < 3_600_000) return relative.format(-Math.floor(elapsed / 60_000), 'minute');
  if (elapsed < dayMs) return relative.format(-Math.floor(elapsed / 3_600_000), 'hour');
  const days = Math.round((startOfDay(now).getTime() - startOfDay(then).getTime()) / dayMs);
  if (days === 0) return texts.todayAt(formatTime(then, language));
  if (days === 1) return texts.yesterdayAt(formatTime(then, language));
  return formatDateTime(then, language);
};
