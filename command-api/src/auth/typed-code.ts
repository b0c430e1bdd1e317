import { ValidationError, twoFactorCodeRules } from '@ghost/events';

/** A typed TOTP code: trimmed; blank counts as none; else six digits, or the format message. */
export const acceptCode = (raw: string | null | undefined, field: string): string | null => {
  const code = raw?.trim() ?? '';
  if (code === '') return null;
  if (!twoFactorCodeRules.pattern.test(code)) {
    throw new ValidationError(field, twoFactorCodeRules.messages.format);
  }
  return code;
};

/** The code of a 2FA call or a step-up: required there, named as its field. */
export const requiredCode = (raw: string | null | undefined, field = 'token'): string => {
  const code = acceptCode(raw, field);
  if (code === null) throw new ValidationError(field, twoFactorCodeRules.messages.required);
  return code;
};
