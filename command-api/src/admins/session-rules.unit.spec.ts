import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { adminDecider } from './admin-decider.js';
import {
  created,
  enabled,
  sessionA,
  sessionB,
  setupStarted,
  signIn,
  signedIn,
  userId,
} from './testing/admin-examples.js';

const spec = deciderSpec(adminDecider);
const until = '2026-11-22T10:05:00.000Z';
const withTwoFactor = [created(), setupStarted(), enabled(100), signedIn(sessionA, undefined, 101)];
const stepUp = (overrides: {
  passwordMatches?: boolean;
  step?: number | null;
  sessionId?: string;
}) =>
  ({
    kind: 'StepUp',
    sessionId: overrides.sessionId ?? sessionA,
    passwordMatches: overrides.passwordMatches ?? true,
    code: { setupId: 'setup-1', step: overrides.step === undefined ? 102 : overrides.step },
    until,
  }) as const;

describe('stepping up a session', () => {
  it('raises an open session for five minutes with the password and a fresh code', () => {
    spec
      .given(withTwoFactor)
      .when(stepUp({}))
      .then([
        {
          type: 'AdminSessionSteppedUp',
          data: { userId, sessionId: sessionA, until, totpStep: 102 },
        },
      ]);
  });

  it('records a wrong password, which the account’s lockout counts', () => {
    spec
      .given(withTwoFactor)
      .when(stepUp({ passwordMatches: false }))
      .then([{ type: 'AdminPasswordCheckFailed', data: { userId } }]);
  });

  it('records a wrong or replayed code', () => {
    spec
      .given(withTwoFactor)
      .when(stepUp({ step: null }))
      .then([
        {
          type: 'TwoFactorCodeRejected',
          data: { userId, purpose: 'step_up', reason: 'invalid_code' },
        },
      ]);
    spec
      .given(withTwoFactor)
      .when(stepUp({ step: 101 }))
      .then([
        {
          type: 'TwoFactorCodeRejected',
          data: { userId, purpose: 'step_up', reason: 'replayed_code' },
        },
      ]);
  });

  it('uses up the code: it cannot sign in afterwards', () => {
    spec
      .given([
        ...withTwoFactor,
        {
          type: 'AdminSessionSteppedUp',
          data: { userId, sessionId: sessionA, until, totpStep: 102 },
        },
      ])
      .when(signIn({ code: { setupId: 'setup-1', step: 102 } }))
      .then([
        {
          type: 'AdminSignInFailed',
          data: {
            userId,
            username: 'Alice',
            reason: 'replayed_code',
            attemptId: signIn().attemptId,
          },
        },
      ]);
  });

  it('refuses a session that is no longer open', () => {
    spec
      .given(withTwoFactor)
      .when(stepUp({ sessionId: sessionB }))
      .thenRefuses('TOKEN_EXPIRED');
  });
});
