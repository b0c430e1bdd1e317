import type { CardProviderId } from '@ghost/events';

/** The `provider` value PayGate's hosted checkout expects for each of our card providers. */
export const payGateProviderCodes = {
  ramp: 'rampnetwork',
  stripe_usa: 'stripe',
  bitnovo: 'bitnovo',
  banxa: 'banxa',
  alchemy: 'alchemypay',
} as const satisfies Record<CardProviderId, string>;

export type PayGateProviderCode = (typeof payGateProviderCodes)[CardProviderId];

const byCode = new Map<string, CardProviderId>(
  Object.entries(payGateProviderCodes).map(([id, code]) => [code, id as CardProviderId]),
);

/** Our provider for a PayGate code, undefined for a provider we do not offer. */
export const providerOfPayGateCode = (code: string): CardProviderId | undefined => byCode.get(code);
