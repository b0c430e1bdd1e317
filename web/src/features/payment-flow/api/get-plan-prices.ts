import { useMemo } from 'react';
import useSWR from 'swr';
import type { GiftCardRegion, PricingItem } from '@ghost/events/contract';
import type { ApiRequestError } from '@/lib/api-client';
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
 * The list as the flow offers it, from the API's answer (`live`: its active entries, shortest
 * first); when it failed to load, the built-in USD list, but for euro and yen gift cards, whose
 * prices are then unavailable: the dollar list would be charged in the region's currency, and
 * refused.
 */
export const planPricesOf = (
  method: FlowMethod,
  region: GiftCardRegion,
  answer: { data: PricingItem[] } | { error: unknown },
): PlanPrices => {
  if ('data' in answer) {
    return { items: sortByDuration(answer.data.filter((item) => item.is_active)), source: 'live' };
  }
  const type = pricingTypeOf(method);
  const fallback = fallbackPriceList(type, type === 'nintendo-eshop' ? region : null);
  return fallback ? { items: fallback, source: 'fallback' } : { items: [], source: 'unavailable' };
};

/**
 * Reloads when the method or the region changes. Keyed by the API path and holding its answer as
 * sent, so the server can render the page from the same read (entry-server.tsx). A failed load is
 * not retried on its own (the fallback shows at once; the visitor may try again), and a load
 * tried again keeps what it showed until its answer.
 */
export const usePlanPrices = (method: FlowMethod | null, region: GiftCardRegion) => {
  const answer = useSWR<PricingItem[], ApiRequestError>(
    method ? planPricesPath(method, region) : null,
    { revalidateOnFocus: false, keepPreviousData: false, shouldRetryOnError: false },
  );
  const { data: items, error, mutate } = answer;
  const data = useMemo(() => {
    if (!method) return undefined;
    if (items) return planPricesOf(method, region, { data: items });
    return error ? planPricesOf(method, region, { error }) : undefined;
  }, [method, region, items, error]);
  return { data, isLoading: data === undefined && method !== null, mutate };
};
