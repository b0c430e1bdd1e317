import useSWR from 'swr';
import type { GiftCardRegion, PricingItem } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import { fallbackPriceList } from '@/lib/pricing/fallback-prices';
import { pricingTypeOf } from '@/lib/pricing/price-source';
import { sortByDuration } from '@/lib/pricing/duration-order';
import type { FlowMethod } from '../payment-methods';

export interface PlanPrices {
  items: PricingItem[];
  /** True when the live prices failed to load and the built-in USD list is shown instead. */
  fallback: boolean;
}

/**
 * The subscription's price list for a method (public spec §7): card prices for card and the
 * alternative voucher, crypto prices for crypto, the region's gift-card prices for the console
 * store.
 */
export const planPricesPath = (method: FlowMethod, region: GiftCardRegion): string => {
  const type = pricingTypeOf(method);
  const path = `/pricing/category/ghost-eshop-pro/type/${type}`;
  return type === 'nintendo-eshop' ? `${path}/region/${region}` : path;
};

/** The list, shortest first; the built-in USD list when it fails to load (public spec §7). */
export const fetchPlanPrices = async (
  method: FlowMethod,
  region: GiftCardRegion,
): Promise<PlanPrices> => {
  const answer = await request<PricingItem[]>(planPricesPath(method, region));
  if (answer.data) {
    return { items: sortByDuration(answer.data.filter((item) => item.is_active)), fallback: false };
  }
  const type = pricingTypeOf(method);
  return {
    items: fallbackPriceList(type, type === 'nintendo-eshop' ? region : null),
    fallback: true,
  };
};

/** Reloads when the method or the region changes (public spec §4). */
export const usePlanPrices = (method: FlowMethod | null, region: GiftCardRegion) =>
  useSWR(
    method ? ['payment-flow/prices', planPricesPath(method, region)] : null,
    () => fetchPlanPrices(method ?? 'card', region),
    { revalidateOnFocus: false, keepPreviousData: false },
  );
