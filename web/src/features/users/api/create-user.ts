import type { CreateUserAnswer, CreateUserRequestBody } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** POST /users (super admins): a new admin account. */
export const createUser = (body: CreateUserRequestBody) =>
  request<CreateUserAnswer>('/users', { method: 'POST', body });
