const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment of the log to the second, in the reader's language and time zone: an audit tells
 * events of the same minute apart.
 */
export const formatMoment = (iso: string, language: string): string => {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
};
