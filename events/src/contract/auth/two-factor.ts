import { z } from 'zod';
import { typedCode } from './login.js';

/** POST /api/auth/2fa/enable, /verify, /disable: the code the authenticator app shows. */
export const codeRequestSchema = z.strictObject({ token: typedCode });
export type CodeRequest = z.input<typeof codeRequestSchema>;

/**
 * GET /api/auth/2fa/setup: a new secret to scan (`qrCode`, a PNG data URL of `otpauthUrl`) or to
 * type (`manualEntry`); it becomes the second factor once a code of it is given to /enable.
 */
export const twoFactorSetupAnswerSchema = z.strictObject({
  qrCode: z.string().startsWith('data:image/png;base64,'),
  manualEntry: z.string(),
  otpauthUrl: z.string().startsWith('otpauth://totp/'),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

export const twoFactorEnabledAnswerSchema = z.strictObject({
  success: z.literal(true),
  twofa_enabled: z.literal(true),
});
export type TwoFactorEnabledAnswer = z.infer<typeof twoFactorEnabledAnswerSchema>;

export const twoFactorVerifiedAnswerSchema = z.strictObject({
  success: z.literal(true),
  valid: z.literal(true),
});
export type TwoFactorVerifiedAnswer = z.infer<typeof twoFactorVerifiedAnswerSchema>;

export const twoFactorDisabledAnswerSchema = z.strictObject({
  success: z.literal(true),
  twofa_enabled: z.literal(false),
});
export type TwoFactorDisabledAnswer = z.infer<typeof twoFactorDisabledAnswerSchema>;
