import { decimalsOf } from './minor-units.js';

/*
 * How the portal writes an amount for a reader: one rule for the web app and the payer's
 * e-mails (the CSV export keeps raw numbers and codes). Browser-safe and without zod, like the
 * money arithmetic beside it.
 */

/** The three currencies of the portal have a symbol of their own; every other one shows its code. */
export const currencySymbols: Readonly<Record<string, string>> = { USD: '$', EUR: '€', JPY: '¥' };

const formatters = new Map<string, Intl.NumberFormat | null>();

type Notation = 'standard' | 'compact';

const formatterFor = (
  language: string,
  currency: string,
  notation: Notation,
): Intl.NumberFormat | null => {
  const key = `${language}|${currency}|${notation}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      const decimals = decimalsOf(currency);
      formatter = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        // A narrow symbol keeps the language's place and spacing for it; the symbol itself is
        // replaced below. A code is spaced from the number as the language spaces codes.
        currencyDisplay: currency in currencySymbols ? 'narrowSymbol' : 'code',
        ...(notation === 'compact'
          ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
          : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
      });
    } catch {
      formatter = null; // not a currency code Intl takes ("Other" of the voucher form)
    }
    formatters.set(key, formatter);
  }
  return formatter;
};

const write = (amount: number, currency: string, language: string, notation: Notation) => {
  const formatter = formatterFor(language, currency, notation);
  if (formatter === null) {
    const number = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
    return `${number} ${currency}`;
  }
  const symbol = currencySymbols[currency];
  return formatter
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? (symbol ?? currency) : part.value))
    .join('');
};

/**
 * An amount in major units with its currency, as the reader's language writes numbers: USD as
 * $, EUR as €, JPY as ¥ without decimals, any other currency as its code with two decimals. The
 * digit grouping, the decimal mark and the place of the symbol (before or after the number) are
 * the language's own: "$5.00" in English, "5,00 $" in French and German, "¥1,200" in Japanese
 * (never the full-width "￥", nor "US$", "$US" or "USD" for the three currencies of the portal).
 */
export const formatMoney = (amount: number, currency: string, language: string): string =>
  write(amount, currency, language, 'standard');

/**
 * The same rule in the language's short form, for a chart's scale: "$1.2K" in English, "1,2 k $"
 * in French, "¥1.2万" in Japanese; at most one decimal.
 */
export const formatMoneyCompact = (amount: number, currency: string, language: string): string =>
  write(amount, currency, language, 'compact');
