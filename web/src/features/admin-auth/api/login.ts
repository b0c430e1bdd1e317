import type { LoginAnswer, LoginRequest } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** POST /auth/login: the session's token and the account, or why not. */
export const postLogin = (body: LoginRequest) =>
  request<LoginAnswer>('/auth/login', { method: 'POST', body });
