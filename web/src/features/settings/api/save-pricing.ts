import type { BulkPricingAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';
import type { BulkPriceItem } from '../pricing-rules';

/** PUT /pricing/bulk/update: the entries of one price list. */
export const savePricing = (items: readonly BulkPriceItem[]) =>
  request<BulkPricingAnswer>('/pricing/bulk/update', { method: 'PUT', body: items });
