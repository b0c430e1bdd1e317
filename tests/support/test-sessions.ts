import type { Authenticator, Principal, Role } from '@ghost/events/http';

/**
 * TEST DOUBLE for admin sign-in, until the identity service is merged: fixed bearer tokens,
 * each mapped to an admin with two-factor on. Pass `authenticator: testSessions.authenticator`
 * to startTestPortal and send `testSessions.as('super_admin')` as headers.
 */
const principal = (role: Role, username: string, twofaEnabled = true): Principal => ({
  userId: `test-${username}`,
  username,
  role,
  twofaEnabled,
  sessionId: `session-${username}`,
  expiresAt: '2099-01-01T00:00:00.000Z',
});

const byToken: Record<string, Principal> = {
  'test-token-super-admin': principal('super_admin', 'root'),
  'test-token-admin': principal('admin', 'clerk'),
  'test-token-without-2fa': principal('super_admin', 'newcomer', false),
};

const tokenOf = {
  super_admin: 'test-token-super-admin',
  admin: 'test-token-admin',
  without_2fa: 'test-token-without-2fa',
  unknown: 'test-token-nobody-holds',
} as const;

export const testSessions = {
  authenticator: {
    authenticate: (token) => Promise.resolve(byToken[token] ?? null),
  } satisfies Authenticator,
  /** Authorization headers of a signed-in test admin (or of a token no one holds). */
  as: (who: keyof typeof tokenOf): Record<string, string> => ({
    authorization: `Bearer ${tokenOf[who]}`,
  }),
};
