/**
 * The card processors of the public specification (§3, §9): labels and the smallest amount in
 * USD each accepts. The server refuses a wallet under the minimum; the web hides the provider.
 */
export const cardProviders = {
  ramp: { label: 'Ramp Network', minimumUsd: 5 },
  stripe_usa: { label: 'Stripe', minimumUsd: 5 },
  bitnovo: { label: 'Bitnovo', minimumUsd: 12 },
  banxa: { label: 'Banxa', minimumUsd: 23 },
  alchemy: { label: 'Alchemy Pay', minimumUsd: 23 },
} as const;

export type CardProviderId = keyof typeof cardProviders;
export const cardProviderIds = Object.keys(cardProviders) as [CardProviderId, ...CardProviderId[]];
