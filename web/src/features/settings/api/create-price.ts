import type { NewPriceRequest, PriceSavedAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** POST /pricing: a new price entry, its id made from what it prices. */
export const createPrice = (body: NewPriceRequest) =>
  request<PriceSavedAnswer>('/pricing', { method: 'POST', body });
