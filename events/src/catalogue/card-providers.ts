/**
 * Where a card processor takes payers from: everywhere, or the United States only (Stripe's
 * account here takes US cards only).
 */
export const cardProviderRegions = ['worldwide', 'us'] as const;
export type CardProviderRegion = (typeof cardProviderRegions)[number];

/** Where a payer says they pay from, on the card form: the one region a processor may require. */
export const cardPayerRegions = ['us', 'elsewhere'] as const;
export type CardPayerRegion = (typeof cardPayerRegions)[number];

interface CardProvider {
  /** The name shown for it. */
  label: string;
  /** What it takes, in English (the web app says it in the payer's language). */
  description: string;
  regions: readonly CardProviderRegion[];
  /** The smallest amount in USD it takes: the server refuses a wallet under it. */
  minimumUsd: number;
  /**
   * About how much it adds on a small amount, in percent (0: no extra fees); the estimate of a
   * given amount is `estimateCardFees`.
   */
  processingFeePercent: number;
  badge: 'popular' | 'usa_only' | null;
}

/**
 * The card processors the portal offers: name, description, regions, minimum
 * in USD, processing fee and badge. Ramp (about 60% fees on small amounts), Stripe (USA only, no
 * extra fees), Bitnovo (from 12, about 17%), Banxa and Alchemy Pay (from 23, no extra fees).
 */
export const cardProviders = {
  ramp: {
    label: 'Ramp Network',
    description: 'Cards, Apple Pay and Google Pay in most countries.',
    regions: ['worldwide'],
    minimumUsd: 5,
    processingFeePercent: 60,
    badge: 'popular',
  },
  stripe_usa: {
    label: 'Stripe',
    description: 'Cards issued in the United States.',
    regions: ['us'],
    minimumUsd: 5,
    processingFeePercent: 0,
    badge: 'usa_only',
  },
  bitnovo: {
    label: 'Bitnovo',
    description: 'Cards and local payment methods across Europe.',
    regions: ['worldwide'],
    minimumUsd: 12,
    processingFeePercent: 17,
    badge: null,
  },
  banxa: {
    label: 'Banxa',
    description: 'Cards and bank transfers in many countries.',
    regions: ['worldwide'],
    minimumUsd: 23,
    processingFeePercent: 0,
    badge: null,
  },
  alchemy: {
    label: 'Alchemy Pay',
    description: 'Cards and wallets in Asia and worldwide.',
    regions: ['worldwide'],
    minimumUsd: 23,
    processingFeePercent: 0,
    badge: null,
  },
} as const satisfies Record<string, CardProvider>;

export type CardProviderId = keyof typeof cardProviders;
export const cardProviderIds = Object.keys(cardProviders) as [CardProviderId, ...CardProviderId[]];

/** Whether a processor takes a payer from where they say they pay. */
export const servesPayerRegion = (provider: CardProviderId, payer: CardPayerRegion): boolean => {
  const regions: readonly CardProviderRegion[] = cardProviders[provider].regions;
  return regions.includes('worldwide') || (payer === 'us' && regions.includes('us'));
};
