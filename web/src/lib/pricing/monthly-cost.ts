import { decimalsOf, monthsOf, type SubscriptionDuration } from '@ghost/events/contract';

/** Lifetime is paid once: it has no monthly cost and is shown as one-time. */
export const isOneTime = (duration: SubscriptionDuration): boolean => duration === 'lifetime';

/**
 * What a plan costs per month: the total divided by its months, rounded to the
 * currency's smallest unit (whole yen for JPY, cents otherwise). Null for lifetime.
 */
export const monthlyCost = (
  price: number,
  duration: SubscriptionDuration,
  currency: string,
): number | null => {
  if (isOneTime(duration)) return null;
  const scale = 10 ** decimalsOf(currency);
  return Math.round((price / monthsOf(duration)) * scale) / scale;
};
