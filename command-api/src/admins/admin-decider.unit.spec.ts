import { describe, it } from 'vitest';
import type { AdminEvent, SealedSecret } from '@ghost/events';
import { deciderSpec } from '../handling/decider-spec.js';
import { adminDecider, type ActingAdmin, type AdminCommand } from './admin-decider.js';

const spec = deciderSpec(adminDecider);

const sealed = (ct: string): SealedSecret => ({ alg: 'A256GCM', kid: 'k', iv: 'i', tag: 't', ct });
const userId = '11111111-1111-4111-8111-111111111111';
const now = new Date('2026-11-22T10:00:00.000Z');
const later = '2026-11-22T14:00:00.000Z';
const earlier = '2026-11-22T09:00:00.000Z';
const sessionA = 'a'.repeat(64);
const sessionB = 'b'.repeat(64);

const created = (role: 'admin' | 'super_admin' = 'admin'): AdminEvent => ({
  type: 'AdminCreated',
  data: { userId, username: 'alice', email: null, role, passwordHash: sealed('hash') },
});
const setupStarted = (setupId = 'setup-1'): AdminEvent => ({
  type: 'TwoFactorSetupStarted',
  data: { userId, setupId, secret: sealed('secret') },
});
const enabled = (totpStep = 100): AdminEvent => ({
  type: 'TwoFactorEnabled',
  data: { userId, setupId: 'setup-1', totpStep },
});
const signedIn = (sessionId: string, expiresAt = later, totpStep: number | null = 101) =>
  ({
    type: 'AdminSignedIn',
    data: { userId, sessionId, expiresAt, totpStep, ip: '10.0.0.1' },
  }) satisfies AdminEvent;

const signIn = (overrides: Partial<Extract<AdminCommand, { kind: 'SignIn' }>> = {}) =>
  ({
    kind: 'SignIn',
    username: 'Alice',
    passwordMatches: true,
    code: { setupId: 'setup-1', step: 102 },
    session: { sessionId: sessionB, expiresAt: later },
    ip: '10.0.0.2',
    ...overrides,
  }) satisfies AdminCommand;

const superAdmin: ActingAdmin = { userId: 'boss', role: 'super_admin', sessionId: sessionB };
const self: ActingAdmin = { userId, role: 'admin', sessionId: sessionA };
const otherAdmin: ActingAdmin = { userId: 'bob', role: 'admin', sessionId: sessionB };

describe('signing in', () => {
  const withTwoFactor = [created(), setupStarted(), enabled(100)];

  it('signs in with the right password and a code of a step not used before', () => {
    spec
      .given(withTwoFactor)
      .when(signIn())
      .then([
        {
          type: 'AdminSignedIn',
          data: { userId, sessionId: sessionB, expiresAt: later, totpStep: 102, ip: '10.0.0.2' },
        },
      ]);
  });

  it('records a wrong password as a failed sign-in, whatever the code', () => {
    spec
      .given(withTwoFactor)
      .when(signIn({ passwordMatches: false, code: null }))
      .then([
        {
          type: 'AdminSignInFailed',
          data: { userId, username: 'Alice', reason: 'wrong_password' },
        },
      ]);
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
      .then([
        { type: 'AdminSignInFailed', data: { userId, username: 'Alice', reason: 'invalid_code' } },
      ]);
  });

  it('refuses and records a code of a step already used (a replay)', () => {
    spec
      .given([...withTwoFactor, signedIn(sessionA, later, 102)])
      .when(signIn({ code: { setupId: 'setup-1', step: 102 } }))
      .then([
        { type: 'AdminSignInFailed', data: { userId, username: 'Alice', reason: 'replayed_code' } },
      ]);
  });

  it('refuses a code of an earlier step than one already used', () => {
    spec
      .given([...withTwoFactor, signedIn(sessionA, later, 102)])
      .when(signIn({ code: { setupId: 'setup-1', step: 101 } }))
      .then([
        { type: 'AdminSignInFailed', data: { userId, username: 'Alice', reason: 'replayed_code' } },
      ]);
  });

  it('refuses a code checked against a secret that is no longer the account’s', () => {
    spec
      .given(withTwoFactor)
      .when(signIn({ code: { setupId: 'setup-0', step: 102 } }))
      .then([
        { type: 'AdminSignInFailed', data: { userId, username: 'Alice', reason: 'invalid_code' } },
      ]);
  });

  it('signs in an account without two-factor without a code, for setting it up', () => {
    spec
      .given([created()])
      .when(signIn({ code: null }))
      .then([
        {
          type: 'AdminSignedIn',
          data: { userId, sessionId: sessionB, expiresAt: later, totpStep: null, ip: '10.0.0.2' },
        },
      ]);
  });

  it('answers TWOFA_REQUIRED when a code is sent for an account without two-factor', () => {
    spec.given([created()]).when(signIn()).thenRefuses('TWOFA_REQUIRED');
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
      .then([
        { type: 'AdminSignInFailed', data: { userId, username: 'Alice', reason: 'replayed_code' } },
      ]);
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
      .when({ kind: 'DisableTwoFactor', code: { setupId: 'setup-1', step: 101 } })
      .then([{ type: 'TwoFactorDisabled', data: { userId, totpStep: 101 } }]);
  });

  it('refuses to disable two-factor that is not enabled', () => {
    spec
      .given([created()])
      .when({ kind: 'DisableTwoFactor', code: { setupId: null, step: null } })
      .thenRefuses('TWOFA_NOT_ENABLED');
  });

  it('lets an operator reset two-factor without a code', () => {
    spec
      .given([created(), setupStarted(), enabled(100)])
      .when({ kind: 'ResetTwoFactor' })
      .then([{ type: 'TwoFactorDisabled', data: { userId, totpStep: null } }]);
  });
});

describe('editing an account', () => {
  it('lets an admin change their own e-mail and password, ending their other sessions', () => {
    spec
      .given([created(), signedIn(sessionA), signedIn(sessionB), signedIn('c'.repeat(64), earlier)])
      .when({
        kind: 'UpdateAdmin',
        by: self,
        email: 'alice@example.com',
        passwordHash: sealed('new'),
        now,
      })
      .then([
        { type: 'AdminEmailChanged', data: { userId, from: null, to: 'alice@example.com' } },
        { type: 'AdminPasswordChanged', data: { userId, passwordHash: sealed('new') } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionB], reason: 'password_changed' },
        },
      ]);
  });

  it('refuses an admin editing someone else', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: otherAdmin, email: 'x@example.com', now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses an admin changing their own role', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: self, role: 'super_admin', now })
      .thenRefuses('FORBIDDEN');
  });

  it('accepts an unchanged role from an admin’s own edit form', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: self, role: 'admin', username: 'alice', now })
      .then([]);
  });

  it('lets a super admin change another user’s role and password, ending all their sessions', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({
        kind: 'UpdateAdmin',
        by: superAdmin,
        role: 'super_admin',
        passwordHash: sealed('new'),
        now,
      })
      .then([
        { type: 'AdminRoleChanged', data: { userId, from: 'admin', to: 'super_admin' } },
        { type: 'AdminPasswordChanged', data: { userId, passwordHash: sealed('new') } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'password_changed' },
        },
      ]);
  });

  it('refuses a super admin changing their own role', () => {
    spec
      .given([created('super_admin')])
      .when({
        kind: 'UpdateAdmin',
        by: { userId, role: 'super_admin', sessionId: sessionA },
        role: 'admin',
        now,
      })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses a change of username', () => {
    spec
      .given([created()])
      .when({ kind: 'UpdateAdmin', by: superAdmin, username: 'alicia', now })
      .thenRefuses('VALIDATION_ERROR', 'username');
  });

  it('refuses to edit an account that does not exist', () => {
    spec
      .given([])
      .when({ kind: 'UpdateAdmin', by: superAdmin, email: null, now })
      .thenRefuses('USER_NOT_FOUND');
  });

  it('resets a password from the server’s machine, ending every session', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'ResetPassword', passwordHash: sealed('new'), now })
      .then([
        { type: 'AdminPasswordChanged', data: { userId, passwordHash: sealed('new') } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'password_changed' },
        },
      ]);
  });
});

describe('deleting an account', () => {
  it('lets a super admin delete an admin, ending their sessions', () => {
    spec
      .given([created(), signedIn(sessionA)])
      .when({ kind: 'DeleteAdmin', by: superAdmin, now })
      .then([
        { type: 'AdminDeleted', data: { userId, username: 'alice' } },
        {
          type: 'AdminSessionsRevoked',
          data: { userId, sessionIds: [sessionA], reason: 'account_deleted' },
        },
      ]);
  });

  it('refuses a super admin deleting themselves or another super admin', () => {
    spec
      .given([created('super_admin')])
      .when({ kind: 'DeleteAdmin', by: { userId, role: 'super_admin', sessionId: sessionA }, now })
      .thenRefuses('FORBIDDEN');
    spec
      .given([created('super_admin')])
      .when({ kind: 'DeleteAdmin', by: superAdmin, now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses an admin deleting anyone', () => {
    spec
      .given([created()])
      .when({ kind: 'DeleteAdmin', by: otherAdmin, now })
      .thenRefuses('FORBIDDEN');
  });

  it('refuses to delete an account twice', () => {
    spec
      .given([created(), { type: 'AdminDeleted', data: { userId, username: 'alice' } }])
      .when({ kind: 'DeleteAdmin', by: superAdmin, now })
      .thenRefuses('USER_NOT_FOUND');
  });
});
