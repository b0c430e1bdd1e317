import useSWR from 'swr';
import type { GiftCardRegion, PricingItem } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import { fallbackPriceList } from '@/lib/pricing/fallback-prices';
import { pricingTypeOf } from '@/lib/pricing/price-source';
import { sortByDuration } from '@/lib/pricing/duration-order';
import type { FlowMethod } from '../payment-methods';

export interface PlanPrices {
  items: PricingItem[];
  /**
   * `live`: the prices on sale; `fallback`: they failed to load and the built-in USD list stands
   * in; `unavailable`: they failed to load for euro or yen gift cards, which have no built-in
   * list (no items).
   */
  source: 'live' | 'fallback' | 'unavailable';
}

/**
 * The subscription's price list for a method: card prices for card and the
 * alternative voucher, crypto prices for crypto, the region's gift-card prices for the console
 * store.
 */
export const planPricesPath = (method: FlowMethod, region: GiftCardRegion): string => {
  const type = pricingTypeOf(method);
  const path = `/pricing/category/ghost-eshop-pro/type/${type}`;
  return type === 'nintendo-eshop' ? `${path}/region/${region}` : path;
};

/**
 * The list, shortest first; the built-in USD list when it fails to load, but for
 * euro and yen gift cards, whose prices are then unavailable: the dollar list would be charged
 * in the region's currency, and refused.
 */
export const fetchPlanPrices = async (
  method: FlowMethod,
  region: GiftCardRegion,
): Promise<PlanPrices> => {
  const answer = await request<PricingItem[]>(planPricesPath(method, region));
  if (answer.data) {
    return { items: sortByDuration(answer.data.filter((item) => item.is_active)), source: 'live' };
  }
  const type = pricingTypeOf(method);
  const fallback = fallbackPriceList(type, type === 'nintendo-eshop' ? region : null);
  return fallback ? { items: fallback, source: 'fallback' } : { items: [], source: 'unavailable' };
};

/** Reloads when the method or the region changes. */
export const usePlanPrices = (method: FlowMethod | null, region: GiftCardRegion) =>
  useSWR(
    method ? ['payment-flow/prices', planPricesPath(method, region)] : null,
    () => fetchPlanPrices(method ?? 'card', region),
    { revalidateOnFocus: false, keepPreviousData: false },
  );
