import { useTranslation } from 'react-i18next';
import { useRelativeTimeAt } from '@/hooks/use-relative-time';
import { formatDateTime } from '@/lib/format/dates';

/**
 * How long ago a moment was ("5 minutes ago", "Yesterday, 14:02"), with the full
 * date and time in its title and machine-readable in `dateTime`. `now` comes from the screen
 * (one `useNow` timer for a whole list).
 */
export const RelativeTime = ({
  iso,
  now,
  className,
}: {
  iso: string;
  now: Date;
  className?: string;
}) => {
  const { i18n } = useTranslation();
  const relative = useRelativeTimeAt(now);
  return (
    <time className={className} dateTime={iso} title={formatDateTime(iso, i18n.language)}>
      {relative(iso)}
    </time>
  );
};
