import { ValidationError, twoFactorCodeRules } from '@ghost/events';
import { z } from 'zod';

/** A typed TOTP code: trimmed; blank counts as none. */
const typedCode = z.string().optional().nullable();

/** Six digits, or the spec's message for what is wrong with it. */
export const acceptCode = (raw: string | null | undefined, field: string): string | null => {
  const code = raw?.trim() ?? '';
  if (code === '') return null;
  if (!twoFactorCodeRules.pattern.test(code)) {
    throw new ValidationError(field, twoFactorCodeRules.messages.format);
  }
  return code;
};

export const loginRequest = z.strictObject({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(1024),
  twofa_token: typedCode,
});

export const codeRequest = z.strictObject({ token: typedCode });

/** The code of a 2FA call: required there. */
export const requiredCode = (raw: string | null | undefined): string => {
  const code = acceptCode(raw, 'token');
  if (code === null) throw new ValidationError('token', twoFactorCodeRules.messages.required);
  return code;
};

export const changePasswordRequest = z.strictObject({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().max(1024),
});
