import type { ChangePasswordRequest, DoneAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * POST /auth/change-password: any signed-in account, auditors included, proving the current
 * password; the account's other sessions end.
 */
export const changePassword = (body: ChangePasswordRequest) =>
  request<DoneAnswer>('/auth/change-password', { method: 'POST', body });
