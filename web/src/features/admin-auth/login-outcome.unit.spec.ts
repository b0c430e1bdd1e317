import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api-client';
import { loginOutcome } from './login-outcome';

const refused = (code: ApiError['code'], status: number, extra: Partial<ApiError> = {}) =>
  loginOutcome({ code, status, message: '', ...extra });

describe('a refused sign-in', () => {
  it('asks for the code on TWOFA_TOKEN_REQUIRED', () => {
    expect(refused('TWOFA_TOKEN_REQUIRED', 401)).toEqual({ kind: 'code-required' });
  });

  it('retries without a code on TWOFA_REQUIRED', () => {
    expect(refused('TWOFA_REQUIRED', 403)).toEqual({ kind: 'retry-without-code' });
  });

  it('counts down the retry time of TOO_MANY_ATTEMPTS or any 429, 900 seconds by default', () => {
    expect(refused('TOO_MANY_ATTEMPTS', 429, { retryAfter: 65 })).toEqual({
      kind: 'locked',
      retryAfter: 65,
    });
    expect(refused('HTTP_ERROR', 429)).toEqual({ kind: 'locked', retryAfter: 900 });
    expect(refused('TOO_MANY_ATTEMPTS', 429, { retryAfter: 0 })).toEqual({
      kind: 'locked',
      retryAfter: 900,
    });
  });

  it('names wrong credentials and a wrong code, and fails in general otherwise', () => {
    expect(refused('INVALID_CREDENTIALS', 401)).toEqual({ kind: 'invalid-credentials' });
    expect(refused('INVALID_TWOFA_TOKEN', 400)).toEqual({ kind: 'invalid-code' });
    expect(refused('NETWORK_ERROR', 0)).toEqual({ kind: 'failed' });
    expect(refused('INTERNAL_ERROR', 500)).toEqual({ kind: 'failed' });
  });
});
