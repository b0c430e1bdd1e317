import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format/dates';
import { useHydrated } from './use-hydrated';

/**
 * Formats a moment as date and time in the reader's language and time zone. The server knows no
 * reader's time zone, so a page it renders shows UTC (and says so) until the browser has hydrated
 * it with the same text, then the reader's own time.
 */
export const useDateTimeFormat = (): ((iso: string | Date) => string) => {
  const { i18n } = useTranslation();
  const readersZone = useHydrated();
  return (iso) => formatDateTime(iso, i18n.language, readersZone ? undefined : 'UTC');
};
