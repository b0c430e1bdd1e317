import type { TwoFactorSetupAnswer } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * GET /auth/2fa/setup: a new secret as a QR code and as text. Not cached: every call issues a new
 * secret, and only the last one becomes the second factor.
 */
export const startTwoFactorSetup = () => request<TwoFactorSetupAnswer>('/auth/2fa/setup');
