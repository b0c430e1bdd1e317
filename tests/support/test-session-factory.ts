import { randomBytes } from 'node:crypto';
import type { Authenticator, Principal, Role } from '@ghost/events/http';

/**
 * A TEST DOUBLE of the identity service: bearer tokens handed out by `signIn`, each mapped to an
 * admin with two-factor on. Only until the HTTP tests sign in for real.
 */
export const testSessions = () => {
  const principals = new Map<string, Principal>();
  const authenticator: Authenticator = {
    authenticate: (token) => Promise.resolve(principals.get(token) ?? null),
  };
  const signIn = (role: Role, username = `${role}-${randomBytes(3).toString('hex')}`) => {
    const token = randomBytes(24).toString('base64url');
    principals.set(token, {
      userId: `user-${username}`,
      username,
      role,
      twofaEnabled: true,
      sessionId: randomBytes(8).toString('hex'),
      expiresAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
    });
    return { authorization: `Bearer ${token}`, username };
  };
  return { authenticator, signIn };
};
