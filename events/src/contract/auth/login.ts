import { z } from 'zod';
import { adminRoles } from '../../catalogue/admin-account-rules.js';
import { lineOfText } from '../common/text.js';
import { timestamp } from '../common/answer-parts.js';

/** A bound of our own: hashing cost grows with length, so a stranger cannot send a megabyte. */
export const maxTypedPasswordLength = 1024;

/**
 * A TOTP code as typed: blank counts as none. Six digits is the server's check, with the
 * messages of `twoFactorCodeRules`.

 */
export const typedCode = z.string().max(20).nullish();

/**
 * POST /api/auth/login. Without `twofa_token` an account with two-factor is answered
 * TWOFA_TOKEN_REQUIRED; an account without it signs in and must then set it up.
 */
export const loginRequestSchema = z.strictObject({
  username: lineOfText(100),
  password: z.string().min(1).max(maxTypedPasswordLength),
  twofa_token: typedCode,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The signed-in admin as the sign-in answers them. */
export const signedInUserSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(adminRoles),
  lastLogin: timestamp,
  twofa_enabled: z.boolean(),
});
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/**
 * The sign-in's answer (never recorded, `Cache-Control: no-store`): the bearer token to send as
 * `Authorization: Bearer …` until `expiresAt`, 4 hours after sign-in.
 */
export const loginAnswerSchema = z.strictObject({
  success: z.literal(true),
  accessToken: z.string(),
  expiresAt: timestamp,
  user: signedInUserSchema,
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
