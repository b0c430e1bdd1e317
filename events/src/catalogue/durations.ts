/**
 * Subscription durations as the API names them, with their length in months. Lifetime sorts last
 * as 999 months.
 */
export const subscriptionDurations = {
  '1_month': 1,
  '2_months': 2,
  '3_months': 3,
  '4_months': 4,
  '5_months': 5,
  '6_months': 6,
  '8_months': 8,
  '1_year': 12,
  '13_months': 13,
  '2_years': 24,
  '25_months': 25,
  lifetime: 999,
} as const;

export type SubscriptionDuration = keyof typeof subscriptionDurations;

export const subscriptionDurationNames = Object.keys(subscriptionDurations) as [
  SubscriptionDuration,
  ...SubscriptionDuration[],
];

export const monthsOf = (duration: SubscriptionDuration): number => subscriptionDurations[duration];
