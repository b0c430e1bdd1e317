import type { DoneAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** DELETE /users/{id} (super admins; never themselves nor another super admin). */
export const deleteUser = (id: string) =>
  request<DoneAnswer>(`/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
