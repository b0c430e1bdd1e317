import { z } from 'zod';

export { decimalsOf, toMajor, toMinor } from './minor-units.js';
export { currencySymbols, formatMoney, formatMoneyCompact } from './money-format.js';

/** An amount in minor units (cents; whole yen) of its currency, so sums are exact. */
export const moneySchema = z.strictObject({
  minor: z.int().nonnegative(),
  currency: z.string().min(3).max(5),
});
export type Money = z.infer<typeof moneySchema>;
