import type { PaymentMethod, SubscriptionDuration } from '@ghost/events/contract';

/**
 * The durations marked popular per payment method: 3 months everywhere, plus
 * 1 year for card, the alternative voucher code and the gift card, and lifetime for crypto.
 */
export const popularTiers: Readonly<Record<PaymentMethod, readonly SubscriptionDuration[]>> = {
  card: ['3_months', '1_year'],
  'alternative-rewarble': ['3_months', '1_year'],
  'nintendo-eshop': ['3_months', '1_year'],
  crypto: ['3_months', 'lifetime'],
};

export const isPopularTier = (method: PaymentMethod, duration: SubscriptionDuration): boolean =>
  popularTiers[method].includes(duration);
