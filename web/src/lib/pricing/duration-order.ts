import {
  monthsOf,
  subscriptionDurationNames,
  type SubscriptionDuration,
} from '@ghost/events/contract';

/**
 * Durations in the order every price list shows them: by months, 1, 2, 3, 4, 5,
 * 6, 8, 12, 13, 24, 25, and lifetime last (it counts as 999 months).
 */
export const compareDurations = (a: SubscriptionDuration, b: SubscriptionDuration): number =>
  monthsOf(a) - monthsOf(b);

export const durationOrder: readonly SubscriptionDuration[] = [...subscriptionDurationNames].sort(
  compareDurations,
);

/** A copy of the list, shortest duration first; the given list is left as it was. */
export const sortByDuration = <T extends { duration: SubscriptionDuration }>(
  items: readonly T[],
): T[] => [...items].sort((a, b) => compareDurations(a.duration, b.duration));
