import type { PriceDeletedAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** DELETE /pricing/{id}: the entry is no longer on sale, nor listed. */
export const deletePrice = (id: string) =>
  request<PriceDeletedAnswer>(`/pricing/${encodeURIComponent(id)}`, { method: 'DELETE' });
