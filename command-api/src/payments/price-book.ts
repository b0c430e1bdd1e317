import type { Money, PaymentMethod, SubscriptionDuration } from '@ghost/events';

export interface PriceQuery {
  /** The pricing payment type: card, crypto or nintendo-eshop (see `pricingTypeOf`). */
  method: string;
  /** europe, us or japan for nintendo-eshop; null for the others. */
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

/** The pricing list a payment method is priced from: the voucher method uses card prices. */
export const pricingTypeOf = (method: PaymentMethod): string =>
  method === 'alternative-rewarble' ? 'card' : method;

/** The built-in USD price list, for card and crypto. */
const fallbackUsd: Partial<Record<SubscriptionDuration, number>> = {
  '1_month': 5,
  '2_months': 9,
  '3_months': 12,
  '6_months': 22,
  '1_year': 40,
  '2_years': 70,
  lifetime: 170,
};

/**
 * Gift cards are priced in their region's currency, which has no built-in list: the
 * same numbers in euros, and in yen at 150 to the dollar. Placeholders until the pricing read
 * model replaces this book.
 */
const giftCardPrice = (region: string | null, usd: number): Money | null => {
  const byRegion: Record<string, Money> = {
    us: { minor: usd * 100, currency: 'USD' },
    europe: { minor: usd * 100, currency: 'EUR' },
    japan: { minor: usd * 150, currency: 'JPY' },
  };
  return region === null ? null : (byRegion[region] ?? null);
};

/** Prices from the built-in list; the pricing read model replaces it. */

export const fallbackPriceBook: PriceBook = {
  activePrice: ({ method, region, duration }) => {
    const usd = fallbackUsd[duration];
    if (usd === undefined) return Promise.resolve(null);
    if (method === 'nintendo-eshop') {
      const amount = giftCardPrice(region, usd);
      return Promise.resolve(
        amount && { ref: `fallback:nintendo-eshop:${String(region)}:${duration}`, amount },
      );
    }
    if (region !== null || !['crypto', 'card'].includes(method)) return Promise.resolve(null);
    return Promise.resolve({
      ref: `fallback:${method}:${duration}`,
      amount: { minor: usd * 100, currency: 'USD' },
    });
  },
};
