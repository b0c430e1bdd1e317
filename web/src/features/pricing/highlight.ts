import type { SubscriptionDuration } from '@ghost/events/contract';

/**
 * Which rows of a price list stand out: 3 months when the list has more than 3
 * rows, and 1 year when it has more than 4. The two conditions are independent, so a full list
 * (the seeded one has 7) highlights both; a short one highlights neither, since a highlight
 * among three choices or fewer says nothing. A list is one currency: each region of the gift
 * card counts its own rows.
 */
export const isHighlighted = (duration: SubscriptionDuration, rowCount: number): boolean =>
  (duration === '3_months' && rowCount > 3) || (duration === '1_year' && rowCount > 4);
