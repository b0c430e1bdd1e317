import {
  giftCardRegionCurrencies,
  subscriptionDurationNames,
  type NewPriceRequest,
  type PricingCurrency,
  type SubscriptionDuration,
} from '@ghost/events/contract';
import { priceProblem, type PriceListChoice, type PriceProblem } from './pricing-rules';

/** The currency of a list's prices: a gift-card region's own, US dollars for card and crypto. */
export const currencyOfList = (list: PriceListChoice): PricingCurrency =>
  list.region === null ? 'USD' : giftCardRegionCurrencies[list.region];

/**
 * The durations a new price may be added for: those the list has no entry for (one entry per
 * payment type, region and duration), shortest first.
 */
export const durationsToAdd = (taken: readonly string[]): SubscriptionDuration[] =>
  subscriptionDurationNames.filter((duration) => !taken.includes(duration));

export interface NewPriceDraft {
  duration: SubscriptionDuration | '';
  /** As typed. */
  price: string;
  active: boolean;
}

export interface NewPriceProblems {
  duration?: 'required';
  price?: 'required' | PriceProblem;
}

/** What keeps a new price from being added: a duration to choose, a price by the price rules. */
export const newPriceProblems = (
  draft: NewPriceDraft,
  currency: PricingCurrency,
): NewPriceProblems => {
  const problems: NewPriceProblems = {};
  if (draft.duration === '') problems.duration = 'required';
  const typed = draft.price.trim();
  const price = Number(typed);
  if (typed === '' || !Number.isFinite(price)) problems.price = 'required';
  else {
    const problem = priceProblem(price, currency);
    if (problem) problems.price = problem;
  }
  return problems;
};

/** POST /pricing's body for a checked draft: the list's type, region and currency. */
export const newPriceRequest = (
  list: PriceListChoice,
  draft: NewPriceDraft & { duration: SubscriptionDuration },
): NewPriceRequest => ({
  category: 'ghost-eshop-pro',
  payment_type: list.type,
  region: list.region,
  duration: draft.duration,
  price: Number(draft.price.trim()),
  currency: currencyOfList(list),
  is_active: draft.active,
});
