import type { PricingItem } from '@ghost/events/contract';
import useSWR, { preload } from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';

/** GET /pricing/all: every active price entry, ordered by type, region and months. */
export const allPricesPath = '/pricing/all';

export const fetchAllPrices = (): Promise<PricingItem[]> =>
  swrFetcher<PricingItem[]>(allPricesPath);

export const useAllPrices = () =>
  useSWR<PricingItem[], ApiRequestError>(allPricesPath, fetchAllPrices);

/** Asks for the prices as the page's code is fetched, so both arrive together. */
export const preloadAllPrices = () => preload(allPricesPath, fetchAllPrices);
