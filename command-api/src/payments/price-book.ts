import type { Money, SubscriptionDuration } from '@ghost/events';

export interface PriceQuery {
  method: string;
  region: string | null;
  duration: SubscriptionDuration;
}

export interface Price {
  /** The price entry's id, recorded on the payment so it keeps the price it was made at. */
  ref: string;
  amount: Money;
}

/** Where the active price of a subscription comes from: the server never trusts the client's. */
export interface PriceBook {
  activePrice(query: PriceQuery): Promise<Price | null>;
}

/** The built-in USD list of the public specification (section 9), for crypto and card. */
const fallbackUsd: Partial<Record<SubscriptionDuration, number>> = {
  '1_month': 5,
  '2_months': 9,
  '3_months': 12,
  '6_months': 22,
  '1_year': 40,
  '2_years': 70,
  lifetime: 170,
};

/** Prices from the specification's fallback list; the pricing read model replaces it. */
export const fallbackPriceBook: PriceBook = {
  activePrice: ({ method, region, duration }) => {
    const usd = fallbackUsd[duration];
    if (
      usd === undefined ||
      region !== null ||
      !['crypto', 'card', 'alternative-rewarble'].includes(method)
    ) {
      return Promise.resolve(null);
    }
    return Promise.resolve({
      ref: `fallback:${method}:${duration}`,
      amount: { minor: usd * 100, currency: 'USD' },
    });
  },
};
