import type { ApiError } from '@/lib/api-client';

/** The rate limit's wait when the server names none (15 minutes). */
export const defaultRetryAfterSeconds = 900;

export type LoginOutcome =
  | { kind: 'code-required' }
  | { kind: 'retry-without-code' }
  | { kind: 'locked'; retryAfter: number }
  | { kind: 'invalid-credentials' }
  | { kind: 'invalid-code' }
  | { kind: 'failed' };

/** The refusals the screen answers in its own way; any other is a general failure. */
const byCode: Partial<Record<ApiError['code'], LoginOutcome>> = {
  TWOFA_TOKEN_REQUIRED: { kind: 'code-required' },
  TWOFA_REQUIRED: { kind: 'retry-without-code' },
  INVALID_CREDENTIALS: { kind: 'invalid-credentials' },
  INVALID_TWOFA_TOKEN: { kind: 'invalid-code' },
};

/**
 * What the sign-in screen does with a refused login: show the code step,
 * retry without a code (an account that has no two-factor yet signs in and is then made to set
 * it up), count down a rate limit (TOO_MANY_ATTEMPTS or any 429), or say what went wrong.
 */
export const loginOutcome = (error: ApiError): LoginOutcome => {
  if (error.code === 'TOO_MANY_ATTEMPTS' || error.status === 429) {
    const wait = error.retryAfter;
    return {
      kind: 'locked',
      retryAfter: wait !== undefined && wait > 0 ? Math.ceil(wait) : defaultRetryAfterSeconds,
    };
  }
  return byCode[error.code] ?? { kind: 'failed' };
};
