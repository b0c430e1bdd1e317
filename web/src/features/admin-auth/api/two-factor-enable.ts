import type { CodeRequest, TwoFactorEnabledAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/** POST /auth/2fa/enable: a code of the new secret turns two-factor on. */
export const enableTwoFactor = (body: CodeRequest) =>
  request<TwoFactorEnabledAnswer>('/auth/2fa/enable', { method: 'POST', body });
