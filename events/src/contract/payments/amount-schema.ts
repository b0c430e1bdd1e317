import { z } from 'zod';
import { decimalsProblem, maxAmount } from './amount.js';

/*
 * The amount rules as schema parts, apart from the rules themselves (amount.ts): a page that only
 * checks an amount does not load zod with them.
 */

/** An amount typed in major units: a finite number above 0 and at most `maxAmount`. */
export const positiveAmount = z.number().positive().max(maxAmount);

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
