import type { PaymentMethod, SubscriptionDuration } from '@ghost/events/contract';
import { isPopularTier } from '@/lib/pricing/popular-tiers';
import type { PriceValue } from '@/lib/pricing/savings';

export type PriceBadge = 'popular' | 'bestValue' | 'recommended' | 'standard';

/**
 * The badges of a row of the pricing page, in the order shown:
 * - best value: lifetime, which costs nothing more after it has paid for itself;
 * - popular: the method's popular tiers (3 months, plus 1 year for card, voucher code and gift
 *   card, lifetime for crypto, whose lifetime row so carries both);
 * - recommended: any other plan that saves money next to the monthly rate (2 or 6 months...);
 * - standard: a plan at the monthly rate (the 1-month plan).
 * Every row has at least one badge.
 */
export const badgesOf = (
  method: PaymentMethod,
  duration: SubscriptionDuration,
  value: PriceValue,
): PriceBadge[] => {
  const badges: PriceBadge[] = [];
  if (duration === 'lifetime') badges.push('bestValue');
  if (isPopularTier(method, duration)) badges.push('popular');
  if (badges.length > 0) return badges;
  return [value.kind === 'saving' ? 'recommended' : 'standard'];
};
