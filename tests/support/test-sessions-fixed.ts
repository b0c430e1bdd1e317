import type { Authenticator, Principal } from '@ghost/events/http';

/**
 * A test double of sign-in, until the identity service's sessions are wired into the portal:
 * fixed bearer tokens, each a signed-in admin with two-factor on. Pass `testSessions` to
 * `startTestPortal({ authenticator })` and send `asAdmin` / `asSuperAdmin` as headers.
 */
const principals: Record<string, Principal> = {
  'test-admin-token-0000000000': {
    userId: 'test-admin',
    username: 'test_admin',
    role: 'admin',
    twofaEnabled: true,
    sessionId: 'test-admin-session',
    expiresAt: '2999-01-01T00:00:00.000Z',
  },
  'test-super-admin-token-00000': {
    userId: 'test-super-admin',
    username: 'test_super_admin',
    role: 'super_admin',
    twofaEnabled: true,
    sessionId: 'test-super-admin-session',
    expiresAt: '2999-01-01T00:00:00.000Z',
  },
};

export const testSessions: Authenticator = {
  authenticate: (token) => Promise.resolve(principals[token] ?? null),
};

export const asAdmin = { authorization: 'Bearer test-admin-token-0000000000' } as const;
export const asSuperAdmin = { authorization: 'Bearer test-super-admin-token-00000' } as const;
