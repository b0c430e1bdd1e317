import type { StepUpAnswer, StepUpRequest } from '@ghost/events/contract';
import { request } from '@/lib/api-client';

/**
 * POST /auth/step-up: the password and a fresh code again, so the session may make sensitive
 * changes for five minutes. Never itself asks for a step-up.
 */
export const stepUp = (body: StepUpRequest) =>
  request<StepUpAnswer>('/auth/step-up', { method: 'POST', body, noStepUp: true });
