const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const cached = (language: string, kind: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${language}|${kind}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    dateTimeFormats.set(key, format);
  }
  return format;
};

/**
 * A moment as date and time in the reader's language and time zone, or in `timeZone` (named after
 * the time: a page rendered on the server, which knows no reader's zone, says UTC).
 */
export const formatDateTime = (iso: string | Date, language: string, timeZone?: string): string =>
  timeZone === undefined
    ? cached(language, 'date-time', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      )
    : cached(language, `date-time ${timeZone}`, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(iso));

export const formatDate = (iso: string | Date, language: string): string =>
  cached(language, 'date', { dateStyle: 'medium' }).format(new Date(iso));

export const formatTime = (iso: string | Date, language: string): string =>
  cached(language, 'time', { timeStyle: 'short' }).format(new Date(iso));
