import { createTestAdmin, strongPassword, type SignedInAdmin } from '../support/admins.js';
import type { TestPortal } from '../support/test-portal.js';

/** Who calls: nobody, an admin who has not set up two-factor yet, an admin, a super admin. */
export const principals = ['anonymous', 'admin_without_2fa', 'admin', 'super_admin'] as const;
export type PrincipalKind = (typeof principals)[number];

export interface RowContext {
  portal: TestPortal;
  /** The caller's own account; for anonymous, an account nobody is signed in to. */
  self: { userId: string; password: string; role: 'admin' | 'super_admin' };
  /** A new account to act on (a fresh one per call). */
  newAccount: (role?: 'admin' | 'super_admin') => Promise<{ userId: string; username: string }>;
}

export interface MatrixRow {
  /** How the row reads in the test names, e.g. 'PUT /api/users/{own id}'. */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string | ((context: RowContext) => string | Promise<string>);
  body?: unknown;
  bodyOf?: (context: RowContext) => unknown;
  /** The HTTP status each principal must get. */
  expect: Record<PrincipalKind, number>;
  /** The call ends or changes the caller's session or account: sign in afresh for it. */
  freshSession?: boolean;
}

const code = { token: '000000' };

/**
 * Every endpoint × every principal, enforced on the server. Teams add their endpoints as rows
 * (settings, pricing, payments, the read side): 401 means TOKEN_EXPIRED, 403 for an admin
 * without two-factor means TWOFA_REQUIRED.
 */
export const identityRows: MatrixRow[] = [
  {
    name: 'POST /api/auth/login (wrong password)',
    method: 'POST',
    path: '/api/auth/login',
    body: { username: 'nobody-at-all', password: 'Wrong-password-1' },
    expect: { anonymous: 401, admin_without_2fa: 401, admin: 401, super_admin: 401 },
  },
  {
    name: 'GET /api/auth/me',
    method: 'GET',
    path: '/api/auth/me',
    expect: { anonymous: 401, admin_without_2fa: 200, admin: 200, super_admin: 200 },
  },
  {
    name: 'POST /api/auth/logout',
    method: 'POST',
    path: '/api/auth/logout',
    freshSession: true,
    expect: { anonymous: 401, admin_without_2fa: 200, admin: 200, super_admin: 200 },
  },
  {
    name: 'POST /api/auth/change-password',
    method: 'POST',
    path: '/api/auth/change-password',
    bodyOf: ({ self }) => ({ currentPassword: self.password, newPassword: strongPassword() }),
    freshSession: true,
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 200, super_admin: 200 },
  },
  {
    name: 'GET /api/auth/2fa/setup',
    method: 'GET',
    path: '/api/auth/2fa/setup',
    freshSession: true,
    // 409: two-factor is already enabled.
    expect: { anonymous: 401, admin_without_2fa: 200, admin: 409, super_admin: 409 },
  },
  {
    name: 'POST /api/auth/2fa/enable (no setup started)',
    method: 'POST',
    path: '/api/auth/2fa/enable',
    body: code,
    freshSession: true,
    expect: { anonymous: 401, admin_without_2fa: 409, admin: 409, super_admin: 409 },
  },
  {
    name: 'POST /api/auth/2fa/verify (a wrong code)',
    method: 'POST',
    path: '/api/auth/2fa/verify',
    body: code,
    freshSession: true,
    expect: { anonymous: 401, admin_without_2fa: 409, admin: 400, super_admin: 400 },
  },
  {
    name: 'POST /api/auth/2fa/disable (a wrong code)',
    method: 'POST',
    path: '/api/auth/2fa/disable',
    body: code,
    freshSession: true,
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 400, super_admin: 400 },
  },
  {
    name: 'GET /api/users',
    method: 'GET',
    path: '/api/users',
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 200, super_admin: 200 },
  },
  {
    name: 'POST /api/users',
    method: 'POST',
    path: '/api/users',
    bodyOf: () => ({
      username: `matrix_${Math.random().toString(36).slice(2, 10)}`,
      password: strongPassword(),
      role: 'admin',
    }),
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 201 },
  },
  {
    name: 'PUT /api/users/{own id} (e-mail)',
    method: 'PUT',
    path: ({ self }) => `/api/users/${self.userId}`,
    body: { email: 'me@example.com' },
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 200, super_admin: 200 },
  },
  {
    name: 'PUT /api/users/{own id} (role)',
    method: 'PUT',
    path: ({ self }) => `/api/users/${self.userId}`,
    bodyOf: ({ self }) => ({ role: self.role === 'admin' ? 'super_admin' : 'admin' }),
    freshSession: true,
    // An admin may not change roles; a super admin not their own.
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 403 },
  },
  {
    name: 'PUT /api/users/{another admin} (e-mail)',
    method: 'PUT',
    path: async ({ newAccount }) => `/api/users/${(await newAccount()).userId}`,
    body: { email: 'other@example.com' },
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 200 },
  },
  {
    name: 'PUT /api/users/{another admin} (role)',
    method: 'PUT',
    path: async ({ newAccount }) => `/api/users/${(await newAccount()).userId}`,
    body: { role: 'super_admin' },
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 200 },
  },
  {
    name: 'DELETE /api/users/{another admin}',
    method: 'DELETE',
    path: async ({ newAccount }) => `/api/users/${(await newAccount()).userId}`,
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 200 },
  },
  {
    name: 'DELETE /api/users/{another super admin}',
    method: 'DELETE',
    path: async ({ newAccount }) => `/api/users/${(await newAccount('super_admin')).userId}`,
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 403 },
  },
  {
    name: 'DELETE /api/users/{own id}',
    method: 'DELETE',
    path: ({ self }) => `/api/users/${self.userId}`,
    freshSession: true,
    expect: { anonymous: 401, admin_without_2fa: 403, admin: 403, super_admin: 403 },
  },
];

/** The whole table: append the rows of other features here. */
export const roleMatrix: MatrixRow[] = [...identityRows];

export const newAccountOn =
  (portal: TestPortal) =>
  async (role: 'admin' | 'super_admin' = 'admin') => {
    const account = await createTestAdmin(portal, { role });
    return { userId: account.userId, username: account.username };
  };

export type Caller = SignedInAdmin | null;
