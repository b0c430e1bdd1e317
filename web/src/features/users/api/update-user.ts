import type { UpdateUserAnswer, UpdateUserRequestBody } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** PUT /users/{id}: e-mail, password and (super admins, for others) role. */
export const updateUser = (id: string, body: UpdateUserRequestBody) =>
  request<UpdateUserAnswer>(`/users/${encodeURIComponent(id)}`, { method: 'PUT', body });
