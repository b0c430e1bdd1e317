import { z } from 'zod';
import { timestamp } from '../common/answer-parts.js';
import { maxTypedPasswordLength, typedCode } from './login.js';

/** How long a step-up raises a session: five minutes. */
export const stepUpMinutes = 5;

/**
 * POST /api/auth/step-up: the signed-in account proves its password and a fresh code from its
 * authenticator again, so its session may make the sensitive changes (STEP_UP_REQUIRED
 * otherwise) for five minutes. The code is used up, as a sign-in's is.
 */
export const stepUpRequestSchema = z.strictObject({
  password: z.string().min(1).max(maxTypedPasswordLength),
  twofa_token: typedCode,
});
export type StepUpRequest = z.input<typeof stepUpRequestSchema>;

export const stepUpAnswerSchema = z.strictObject({
  success: z.literal(true),
  /** The end of the raised session. */
  steppedUpUntil: timestamp,
});
export type StepUpAnswer = z.infer<typeof stepUpAnswerSchema>;
