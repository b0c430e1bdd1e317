import { cardProviderIds, cardProviders, type CardProviderId } from '@ghost/events/contract';

/** The processors in the order they are offered (public spec §3). */
export const cardProviderOrder: readonly CardProviderId[] = cardProviderIds;

/** A processor takes a payment from its minimum in USD up (public spec §9). */
export const isProviderAvailable = (provider: CardProviderId, amountUsd: number): boolean =>
  amountUsd >= cardProviders[provider].minimumUsd;

export type ProviderProblem = 'select' | 'unavailable';

/**
 * Why the chosen processor cannot take the payment (public spec §5): none chosen, or one whose
 * minimum is above the amount. Null when it can.
 */
export const providerProblem = (
  provider: CardProviderId | null,
  amountUsd: number,
): ProviderProblem | null => {
  if (provider === null) return 'select';
  return isProviderAvailable(provider, amountUsd) ? null : 'unavailable';
};
