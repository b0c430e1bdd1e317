import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { adminDecider } from './admin-decider.js';
import {
  attemptId,
  created,
  enabled,
  failedSignIn,
  later,
  now,
  sealed,
  oneTimeEnd,
  sessionA,
  sessionB,
  setupStarted,
  signIn,
  signedIn,
  userId,
} from './testing/admin-examples.js';

const spec = deciderSpec(adminDecider);

describe('signing in', () => {
  const withTwoFactor = [created(), setupStarted(), enabled(100)];

  it('signs in with the right password and a code of a step not used before', () => {
    spec
      .given(withTwoFactor)
      .when(signIn())
      .then([
        {
          type: 'AdminSignedIn',
          data: {
            userId,
            sessionId: sessionB,
            expiresAt: later,
            totpStep: 102,
            ip: '10.0.0.2',
            attemptId,
          },
        },
      ]);
  });

  it('records a wrong password as a failed sign-in, whatever the code', () => {
    spec
      .given(withTwoFactor)
      .when(signIn({ passwordMatches: false, code: null }))
      .then([failedSignIn('wrong_password')]);
  });

  it('asks for the code of an account with two-factor, recording nothing', () => {
    spec
      .given(withTwoFactor)
      .when(signIn({ code: null }))
      .thenRefuses('TWOFA_TOKEN_REQUIRED');
  });

  it('records a code that matches no step as an invalid code', () => {
    spec
      .given(withTwoFactor)
      .when(signIn({ code: { setupId: 'setup-1', step: null } }))
      .then([failedSignIn('invalid_code')]);
  });

  it('refuses and records a code of a step already used (a replay)', () => {
    spec
      .given([...withTwoFactor, signedIn(sessionA, later, 102)])
      .when(signIn({ code: { setupId: 'setup-1', step: 102 } }))
      .then([failedSignIn('replayed_code')]);
  });

  it('refuses a code of an earlier step than one already used', () => {
    spec
      .given([...withTwoFactor, signedIn(sessionA, later, 102)])
      .when(signIn({ code: { setupId: 'setup-1', step: 101 } }))
      .then([failedSignIn('replayed_code')]);
  });

  it('refuses a code checked against a secret that is no longer the account’s', () => {
    spec
      .given(withTwoFactor)
      .when(signIn({ code: { setupId: 'setup-0', step: 102 } }))
      .then([failedSignIn('invalid_code')]);
  });

  it('signs in an account without two-factor without a code, for setting it up', () => {
    spec
      .given([created()])
      .when(signIn({ code: null }))
      .then([
        {
          type: 'AdminSignedIn',
          data: {
            userId,
            sessionId: sessionB,
            expiresAt: later,
            totpStep: null,
            ip: '10.0.0.2',
            attemptId,
          },
        },
      ]);
  });

  it('answers TWOFA_REQUIRED when a code is sent for an account without two-factor', () => {
    spec.given([created()]).when(signIn()).thenRefuses('TWOFA_REQUIRED');
  });

  it('records a right one-time password used after its 72 hours as expired', () => {
    spec
      .given([created('super_admin', oneTimeEnd)])
      .when(signIn({ code: null, now: new Date(Date.parse(oneTimeEnd) + 1) }))
      .then([failedSignIn('expired_password')]);
  });

  it('signs in with a one-time password within its 72 hours', () => {
    spec
      .given([created('super_admin', oneTimeEnd), signedIn(sessionA, later, null)])
      .when(signIn({ code: null }))
      .then([
        {
          type: 'AdminSignedIn',
          data: {
            userId,
            sessionId: sessionB,
            expiresAt: later,
            totpStep: null,
            ip: '10.0.0.2',
            attemptId,
          },
        },
      ]);
  });

  it('refuses a deleted account as bad credentials', () => {
    spec
      .given([created(), { type: 'AdminDeleted', data: { userId, username: 'alice' } }])
      .when(signIn({ code: null }))
      .thenRefuses('INVALID_CREDENTIALS');
  });
});

describe('signing out', () => {
  it('ends an open session', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'SignOut', sessionId: sessionA })
      .then([{ type: 'AdminSignedOut', data: { userId, sessionId: sessionA } }]);
  });

  it('changes nothing for a session already ended', () => {
    spec
      .given([
        created(),
        signedIn(sessionA),
        { type: 'AdminSignedOut', data: { userId, sessionId: sessionA } },
      ])
      .when({ kind: 'SignOut', sessionId: sessionA })
      .then([]);
  });
});

describe('two-factor', () => {
  it('starts a setup for an account without two-factor', () => {
    spec
      .given([created()])
      .when({ kind: 'StartTwoFactorSetup', setupId: 'setup-1', secret: sealed('secret') })
      .then([setupStarted()]);
  });

  it('refuses a new setup while two-factor is enabled', () => {
    spec
      .given([created(), setupStarted(), enabled()])
      .when({ kind: 'StartTwoFactorSetup', setupId: 'setup-2', secret: sealed('other') })
      .thenRefuses('TWOFA_ALREADY_ENABLED');
  });

  it('enables two-factor with a code of the pending secret', () => {
    spec
      .given([created(), setupStarted()])
      .when({ kind: 'EnableTwoFactor', code: { setupId: 'setup-1', step: 100 } })
      .then([enabled(100)]);
  });

  it('refuses to enable before a setup was started', () => {
    spec
      .given([created()])
      .when({ kind: 'EnableTwoFactor', code: { setupId: null, step: null } })
      .thenRefuses('TWOFA_SETUP_NOT_STARTED');
  });

  it('records a wrong code given to enable', () => {
    spec
      .given([created(), setupStarted()])
      .when({ kind: 'EnableTwoFactor', code: { setupId: 'setup-1', step: null } })
      .then([
        {
          type: 'TwoFactorCodeRejected',
          data: { userId, purpose: 'enable', reason: 'invalid_code' },
        },
      ]);
  });

  it('refuses the code that enabled two-factor when it is used again to sign in', () => {
    spec
      .given([created(), setupStarted(), enabled(100)])
      .when(signIn({ code: { setupId: 'setup-1', step: 100 } }))
      .then([failedSignIn('replayed_code')]);
  });

  it('verifies a fresh code and consumes its step', () => {
    spec
      .given([created(), setupStarted(), enabled(100)])
      .when({ kind: 'VerifyTwoFactorCode', code: { setupId: 'setup-1', step: 101 } })
      .then([{ type: 'TwoFactorCodeVerified', data: { userId, totpStep: 101 } }]);
  });

  it('disables two-factor with a fresh code', () => {
    spec
      .given([created(), setupStarted(), enabled(100)])
      .when({
        kind: 'DisableTwoFactor',
        code: { setupId: 'setup-1', step: 101 },
        sessionId: sessionA,
        now,
      })
      .then([{ type: 'TwoFactorDisabled', data: { userId, totpStep: 101 } }]);
  });

  it('ends every other session of the account when its owner disables two-factor', () => {
    spec
      .given([created(), setupStarted(), enabled(100), signedIn(sessionA), signedIn(sessionB)])
      .when({
        kind: 'DisableTwoFactor',
        code: { setupId: 'setup-1', step: 102 },
        sessionId: sessionA,
        now,
      })
      .then([
        { type: 'TwoFactorDisabled', data: { userId, totpStep: 102 } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionB], reason: 'two_factor_reset' },
        },
      ]);
  });

  it('refuses to disable two-factor that is not enabled', () => {
    spec
      .given([created()])
      .when({
        kind: 'DisableTwoFactor',
        code: { setupId: null, step: null },
        sessionId: sessionA,
        now,
      })
      .thenRefuses('TWOFA_NOT_ENABLED');
  });

  it('lets an operator reset two-factor without a code, ending every session of the account', () => {
    spec
      .given([created(), setupStarted(), enabled(100), signedIn(sessionA), signedIn(sessionB)])
      .when({ kind: 'ResetTwoFactor', now })
      .then([
        { type: 'TwoFactorDisabled', data: { userId, totpStep: null } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA, sessionB], reason: 'two_factor_reset' },
        },
      ]);
  });

  it('ends the sessions of an account whose setup was never finished, on a reset', () => {
    spec
      .given([created(), signedIn(sessionA, later, null)])
      .when({ kind: 'ResetTwoFactor', now })
      .then([
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'two_factor_reset' },
        },
      ]);
  });
});
