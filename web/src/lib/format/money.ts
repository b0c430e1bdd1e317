import { decimalsOf } from '@ghost/events/contract';

const formatters = new Map<string, Intl.NumberFormat>();

const formatterFor = (language: string, currency: string): Intl.NumberFormat | null => {
  const key = `${language}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      const decimals = decimalsOf(currency);
      formatter = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      return null; // not an ISO currency ("Other" of the voucher form)
    }
    formatters.set(key, formatter);
  }
  return formatter;
};

/**
 * An amount with its currency in the reader's language (public spec §9): $, € and ¥ symbols, yen
 * without decimals, every other currency with two. A code Intl does not know is written after
 * the number.
 */
export const formatMoney = (amount: number, currency: string, language: string): string => {
  const formatter = formatterFor(language, currency);
  if (formatter) return formatter.format(amount);
  const number = new Intl.NumberFormat(language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${currency}`;
};
