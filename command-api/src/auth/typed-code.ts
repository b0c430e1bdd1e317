import { ValidationError, twoFactorCodeRules } from '@ghost/events';

/** A typed TOTP code: trimmed; blank counts as none; else six digits, or the spec's message. */
export const acceptCode = (raw: string | null | undefined, field: string): string | null => {
  const code = raw?.trim() ?? '';
  if (code === '') return null;
  if (!twoFactorCodeRules.pattern.test(code)) {
    throw new ValidationError(field, twoFactorCodeRules.messages.format);
  }
  return code;
};

/** The code of a 2FA call: required there. */
export const requiredCode = (raw: string | null | undefined): string => {
  const code = acceptCode(raw, 'token');
  if (code === null) throw new ValidationError('token', twoFactorCodeRules.messages.required);
  return code;
};
