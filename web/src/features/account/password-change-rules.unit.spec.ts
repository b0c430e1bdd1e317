import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api-client';
import { passwordChangeProblems, refusedField } from './password-change-rules';

const strong = 'Aa1!aaaa';
const refusal = (code: ApiError['code'], message = '', reason?: string): ApiError => ({
  code,
  status: 400,
  message,
  ...(reason && { reason }),
});

describe('changing one’s own password', () => {
  it('accepts the current password, a strong new one and the same again', () => {
    expect(passwordChangeProblems({ current: 'old', next: strong, again: strong })).toEqual({});
  });

  it('asks for the current password', () => {
    expect(passwordChangeProblems({ current: '', next: strong, again: strong })).toEqual({
      current: { currentMissing: true },
    });
  });

  it('judges the new password by the account rules', () => {
    expect(passwordChangeProblems({ current: 'old', next: 'short', again: 'short' })).toEqual({
      next: { key: 'rules.passwordTooShort' },
    });
    expect(passwordChangeProblems({ current: 'old', next: 'alllowercase1', again: '' })).toEqual({
      next: { key: 'rules.passwordClasses' },
    });
  });

  it('says the passwords do not match when the second differs', () => {
    expect(passwordChangeProblems({ current: 'old', next: strong, again: `${strong}x` })).toEqual({
      again: { key: 'rules.passwordsDiffer' },
    });
  });

  it('puts a wrong current password beside its field, in the catalogue’s words', () => {
    expect(refusedField(refusal('INVALID_CURRENT_PASSWORD'))).toEqual({
      field: 'current',
      problem: null,
    });
  });

  it('puts a new password the server refuses beside its field, in the words of its rule', () => {
    expect(
      refusedField(refusal('INVALID_PASSWORD_FORMAT', 'too short', 'password_too_short')),
    ).toEqual({ field: 'next', problem: { key: 'rules.passwordTooShort' } });
  });

  it('leaves a lockout or a lost connection to the general banner', () => {
    expect(refusedField(refusal('TOO_MANY_REQUESTS'))).toBeNull();
    expect(refusedField(refusal('NETWORK_ERROR'))).toBeNull();
  });
});
