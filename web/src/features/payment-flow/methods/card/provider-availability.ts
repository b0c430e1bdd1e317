import {
  cardProviderIds,
  cardProviders,
  servesPayerRegion,
  type CardPayerRegion,
  type CardProviderId,
} from '@ghost/events/contract';
import { likelyRegion } from '@/features/payment-flow/gift-card-region';

/** The processors in the order they are offered. */
export const cardProviderOrder: readonly CardProviderId[] = cardProviderIds;

/** A processor takes a payment from its minimum in USD up. */
export const isProviderAvailable = (provider: CardProviderId, amountUsd: number): boolean =>
  amountUsd >= cardProviders[provider].minimumUsd;

/**
 * Where the card form first takes the payer to be paying from: the United States for a US
 * locale (or English without a country), elsewhere otherwise. The payer can change it.
 */
export const likelyPayerRegion = (locale: string): CardPayerRegion =>
  likelyRegion(locale) === 'us' ? 'us' : 'elsewhere';

/** `region`: the processor does not take payers from where the payer said they pay. */
export type ProviderProblem = 'select' | 'unavailable' | 'region';

/**
 * Why the chosen processor cannot take the payment: none chosen, one whose
 * minimum is above the amount, or one that does not take payers from where this one pays (Stripe
 * takes the United States only). Null when it can.
 */
export const providerProblem = (
  provider: CardProviderId | null,
  amountUsd: number,
  payerRegion: CardPayerRegion,
): ProviderProblem | null => {
  if (provider === null) return 'select';
  if (!isProviderAvailable(provider, amountUsd)) return 'unavailable';
  return servesPayerRegion(provider, payerRegion) ? null : 'region';
};
