import { monthsOf, type SubscriptionDuration } from '@ghost/events/contract';
import { compareDurations } from './duration-order';
import { isOneTime } from './monthly-cost';

interface Price {
  duration: SubscriptionDuration;
  price: number;
}

/**
 * What a plan is worth next to paying month by month:
 * - `saving`: a timed plan cheaper per month than the base rate, by `percent` (whole, rounded
 *   down so it never promises more than it gives);
 * - `standard`: a timed plan at the base rate or above (the base plan itself included);
 * - `payback`: lifetime, which costs as much as `months` of the base rate (rounded up), and is
 *   free every month after;
 * - `none`: no base rate to compare with (the list has no timed plan).
 */
export type PriceValue =
  | { kind: 'saving'; percent: number }
  | { kind: 'standard' }
  | { kind: 'payback'; months: number }
  | { kind: 'none' };

/**
 * The monthly rate every plan of a list is compared with: that of its shortest timed plan (the
 * 1-month plan when it is on sale). Null when the list has only lifetime. The list must be in one
 * currency (one region of the gift card).
 */
export const baseMonthlyRate = (prices: readonly Price[]): number | null => {
  const timed = prices.filter(({ duration }) => !isOneTime(duration));
  const shortest = timed.sort((a, b) => compareDurations(a.duration, b.duration))[0];
  return shortest ? shortest.price / monthsOf(shortest.duration) : null;
};

// Keeps 0.2 (1 - 12/15 in floating point is 0.19999…) from being shown as 19 %.
const tolerance = 1e-9;

export const priceValue = ({ duration, price }: Price, baseRate: number | null): PriceValue => {
  if (baseRate === null || baseRate <= 0) return { kind: 'none' };
  if (isOneTime(duration))
    return { kind: 'payback', months: Math.ceil(price / baseRate - tolerance) };
  const atBaseRate = baseRate * monthsOf(duration);
  const percent = Math.floor(((atBaseRate - price) / atBaseRate) * 100 + tolerance);
  return percent >= 1 ? { kind: 'saving', percent } : { kind: 'standard' };
};
