import { twoFactorCodeRules } from '@ghost/events/contract';

/** A TOTP code's length. */
export const codeLength = 6;

/** A code as typed or pasted: digits only, trimmed to 6. */
export const typedCode = (raw: string): string => raw.replace(/\D/g, '').slice(0, codeLength);

/** Which rule a code breaks: empty, or not exactly 6 digits; null when it may be sent. */
export const codeProblem = (code: string): 'required' | 'format' | null => {
  if (code === '') return 'required';
  return twoFactorCodeRules.pattern.test(code) ? null : 'format';
};
