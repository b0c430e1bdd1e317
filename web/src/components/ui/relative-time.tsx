import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { formatRelativeTime } from '@/lib/format/relative-time';

/**
 * How long ago a moment was ("5 minutes ago", "Yesterday, 14:02": admin spec §9), with the full
 * date and time in its title and machine-readable in `dateTime`. `now` comes from the screen
 * (one `useNow` timer for a whole list).
 */
export const RelativeTime = ({ iso, now }: { iso: string; now: Date }) => {
  const { t, i18n } = useTranslation();
  const text = formatRelativeTime(
    iso,
    i18n.language,
    {
      justNow: t('time.justNow'),
      todayAt: (time) => t('time.todayAt', { time }),
      yesterdayAt: (time) => t('time.yesterdayAt', { time }),
    },
    now,
  );
  return (
    <time dateTime={iso} title={formatDateTime(iso, i18n.language)}>
      {text}
    </time>
  );
};
