import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { useNow } from './use-now';

/** How often relative times are renewed: "Just now" becomes "1 minute ago" on its own. */
const renewMs = 30_000;

/**
 * Formats moments relative to `now` in the reader's language ("Just now",
 * minutes, hours up to 24, then today, yesterday or the date). `now` comes from the screen, so
 * one timer serves a whole list.
 */
export const useRelativeTimeAt = (now: Date): ((iso: string | Date) => string) => {
  const { t, i18n } = useTranslation();
  return useCallback(
    (iso: string | Date) =>
      formatRelativeTime(
        iso,
        i18n.language,
        {
          justNow: t('time.justNow'),
          todayAt: (time) => t('time.todayAt', { time }),
          yesterdayAt: (time) => t('time.yesterdayAt', { time }),
        },
        now,
      ),
    [t, i18n.language, now],
  );
};

/** As `useRelativeTimeAt`, with a clock of its own: re-renders the caller as time passes. */
export const useRelativeTime = (): ((iso: string | Date) => string) =>
  useRelativeTimeAt(useNow(renewMs));
