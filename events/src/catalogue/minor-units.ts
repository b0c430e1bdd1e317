import type { Money } from './money.js';

/*
 * The arithmetic of money, kept apart from its schema so the browser can use it without zod:
 * a module's top-level schema is code a bundler must keep, and zod with it.
 */

/**
 * Money is kept in minor units (cents; whole yen) so sums are exact. The currencies that have no
 * minor unit are listed here; every other one has two decimals.
 */
const zeroDecimalCurrencies = new Set(['JPY']);

export const decimalsOf = (currency: string): 0 | 2 =>
  zeroDecimalCurrencies.has(currency) ? 0 : 2;

/** Converts an amount typed in major units; undefined when it has more decimals than allowed. */
export const toMinor = (amount: number, currency: string): number | undefined => {
  const scale = 10 ** decimalsOf(currency);
  const minor = Math.round(amount * scale);
  return Math.abs(minor - amount * scale) < 1e-6 && Number.isSafeInteger(minor) ? minor : undefined;
};

export const toMajor = (money: Money): number => money.minor / 10 ** decimalsOf(money.currency);
