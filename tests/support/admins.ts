import { randomBytes, randomUUID } from 'node:crypto';
import { createAdmin, createArgon2idHasher } from '@ghost/command-api';
import { generate } from 'otplib';
import { request } from './http.js';
import type { TestPortal } from './test-portal.js';

export type AdminRole = 'admin' | 'super_admin';

/** A TOTP code of a secret at a moment (the portal's clock by default), as an app shows it. */
export const totpCode = (secret: string, at: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A password that meets the admin spec's rules, different every time. */
export const strongPassword = (): string => `Aa1!${randomBytes(12).toString('base64url')}`;

export interface TestAdmin {
  userId: string;
  username: string;
  password: string;
  role: AdminRole;
}

export interface SignedInAdmin extends TestAdmin {
  token: string;
  /** `{ authorization: 'Bearer …' }`, to pass to request(). */
  headers: Record<string, string>;
  /** The TOTP secret, once two-factor is enabled. */
  secret: string | null;
}

/**
 * Opens an account the way the admin CLI does (in process, on the portal's event store), with a
 * unique username unless one is given. It can sign in at once: the portal follows the log.
 */
export const createTestAdmin = async (
  portal: TestPortal,
  options: { role?: AdminRole; username?: string; password?: string; email?: string } = {},
): Promise<TestAdmin> => {
  const role = options.role ?? 'admin';
  const username = options.username ?? `${role.replace('_', '-')}-${randomUUID().slice(0, 8)}`;
  const password = options.password ?? strongPassword();
  const commandId = randomUUID();
  const { user } = await createAdmin(
    {
      eventStore: portal.eventStore,
      secretBox: portal.secretBox,
      passwords: createArgon2idHasher(),
      newId: randomUUID,
      progress: portal.runner,
      onCompensationFailure: (error) => {
        throw error;
      },
    },
    { username, password, role, email: options.email ?? null },
    {
      actor: { kind: 'system', id: 'test' },
      commandId,
      correlationId: commandId,
      now: portal.clock(),
    },
  );
  return { userId: user.id, username, password, role };
};

const expectStatus = (what: string, answer: { status: number; body: unknown }, status: number) => {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
};

/** Enables two-factor for a signed-in session: setup, then the current code. Returns the secret. */
export const enableTwoFactor = async (portal: TestPortal, token: string): Promise<string> => {
  const headers = { authorization: `Bearer ${token}` };
  const setup = await request(portal.url, 'GET', '/api/auth/2fa/setup', undefined, headers);
  expectStatus('GET /api/auth/2fa/setup', setup, 200);
  const secret = setup.body.manualEntry as string;
  const enabled = await request(
    portal.url,
    'POST',
    '/api/auth/2fa/enable',
    { token: await totpCode(secret, portal.clock()) },
    headers,
  );
  expectStatus('POST /api/auth/2fa/enable', enabled, 200);
  return secret;
};

/**
 * A signed-in admin of a role, with two-factor enabled unless `twoFactor: false`: a new account
 * signs in (no code yet), sets up two-factor with a code computed here, and its session then has
 * full access. Use `headers` on every admin call.
 */
export const signedInAdmin = async (
  portal: TestPortal,
  role: AdminRole,
  options: { twoFactor?: boolean; username?: string } = {},
): Promise<SignedInAdmin> => {
  const admin = await createTestAdmin(portal, {
    role,
    ...(options.username ? { username: options.username } : {}),
  });
  const login = await request(portal.url, 'POST', '/api/auth/login', {
    username: admin.username,
    password: admin.password,
  });
  expectStatus('POST /api/auth/login', login, 200);
  const token = login.body.accessToken as string;
  const secret = options.twoFactor === false ? null : await enableTwoFactor(portal, token);
  return { ...admin, token, headers: { authorization: `Bearer ${token}` }, secret };
};
