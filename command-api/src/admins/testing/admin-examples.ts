import type { AdminEvent, SealedSecret } from '@ghost/events';
import type { ActingAdmin, AdminCommand } from '../admin-commands.js';

/** The accounts, sessions and events the account rules' given/when/then specs are told in. */
export const sealed = (ct: string): SealedSecret => ({
  alg: 'A256GCM',
  kid: 'k',
  iv: 'i',
  tag: 't',
  ct,
});
export const userId = '11111111-1111-4111-8111-111111111111';
export const attemptId = '22222222-2222-4222-8222-222222222222';
export const now = new Date('2026-11-22T10:00:00.000Z');
export const later = '2026-11-22T14:00:00.000Z';
export const earlier = '2026-11-22T09:00:00.000Z';
/** Now plus the 72 hours a one-time password lasts. */
export const oneTimeEnd = '2026-11-25T10:00:00.000Z';
export const sessionA = 'a'.repeat(64);
export const sessionB = 'b'.repeat(64);

export const created = (
  role: 'admin' | 'super_admin' = 'admin',
  oneTimeUntil: string | null = null,
): AdminEvent => ({
  type: 'AdminCreated',
  data: {
    userId,
    username: 'alice',
    email: null,
    role,
    passwordHash: sealed('hash'),
    oneTimeUntil,
  },
});
export const setupStarted = (setupId = 'setup-1'): AdminEvent => ({
  type: 'TwoFactorSetupStarted',
  data: { userId, setupId, secret: sealed('secret') },
});
export const enabled = (totpStep = 100): AdminEvent => ({
  type: 'TwoFactorEnabled',
  data: { userId, setupId: 'setup-1', totpStep },
});
export const signedIn = (sessionId: string, expiresAt = later, totpStep: number | null = 101) =>
  ({
    type: 'AdminSignedIn',
    data: { userId, sessionId, expiresAt, totpStep, ip: '10.0.0.1' },
  }) satisfies AdminEvent;

export const signIn = (overrides: Partial<Extract<AdminCommand, { kind: 'SignIn' }>> = {}) =>
  ({
    kind: 'SignIn',
    username: 'Alice',
    passwordMatches: true,
    code: { setupId: 'setup-1', step: 102 },
    session: { sessionId: sessionB, expiresAt: later },
    ip: '10.0.0.2',
    attemptId,
    now,
    ...overrides,
  }) satisfies AdminCommand;

export const failedSignIn = (
  reason: 'wrong_password' | 'invalid_code' | 'replayed_code' | 'expired_password',
): AdminEvent => ({
  type: 'AdminSignInFailed',
  data: { userId, username: 'Alice', reason, attemptId },
});

/** A super admin whose session was raised by a step-up, and the same without one. */
export const superAdmin: ActingAdmin = {
  userId: 'boss',
  role: 'super_admin',
  sessionId: sessionB,
  steppedUp: true,
};
export const superAdminNotSteppedUp: ActingAdmin = { ...superAdmin, steppedUp: false };
export const self: ActingAdmin = { userId, role: 'admin', sessionId: sessionA, steppedUp: false };
export const otherAdmin: ActingAdmin = {
  userId: 'bob',
  role: 'admin',
  sessionId: sessionB,
  steppedUp: true,
};
