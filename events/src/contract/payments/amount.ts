import { z } from 'zod';
import { decimalsOf, toMinor } from '../../catalogue/money.js';

/** A bound of our own, so no typed amount can overflow a sum or a screen. */
export const maxAmount = 1_000_000;

/** An amount typed in major units: a finite number above 0 and at most `maxAmount`. */
export const positiveAmount = z.number().positive().max(maxAmount);

/** What is wrong with the decimals of an amount in a currency: two at most, none for JPY. */
export const decimalsProblem = (amount: number, currency: string): string | null => {
  if (toMinor(amount, currency) !== undefined) return null;
  return decimalsOf(currency) === 0
    ? `must be a whole number in ${currency}`
    : 'must have at most 2 decimals';
};

/** Refuses, at `path`, an amount with more decimals than its currency has. */
export const checkDecimals = (
  amount: number,
  currency: string,
  ctx: z.RefinementCtx,
  path: PropertyKey[],
): void => {
  const problem = decimalsProblem(amount, currency);
  if (problem) ctx.addIssue({ code: 'custom', path, message: problem, input: amount });
};
