import useSWR from 'swr';
import { swrFetcher, type ApiRequestError } from '@/lib/api-client';
import { loadPricing, type LoadedPricing } from '../pricing-rules';

/** GET /settings/pricing/all: every price entry, inactive ones included (super admins). */
export const adminPricingPath = '/settings/pricing/all';

/** The answer is checked by the pricing rules, not trusted. */
const fetchAdminPricing = async (path: string): Promise<LoadedPricing> =>
  loadPricing(await swrFetcher<unknown>(path));

export const useAdminPricing = () =>
  useSWR<LoadedPricing, ApiRequestError>(adminPricingPath, fetchAdminPricing, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
