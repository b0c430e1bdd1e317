import { randomUUID } from 'node:crypto';
import { strongPassword, type AdminRole } from '../../support/admins.js';
import {
  actors,
  anyone,
  staff,
  superAdmins,
  type MatrixRow,
  type RowContext,
} from './matrix-row.js';

const wrongCode = { token: '000000' };

/** The path of a fresh account of the role, made for the call: someone other than the caller. */
const anotherAccount =
  (role: AdminRole) =>
  async ({ newAccount }: RowContext): Promise<string> =>
    `/api/users/${(await newAccount(role)).userId}`;

/** Sign-in, the session, two-factor: a user without it reaches only its setup calls, /auth/me and sign-out. */
export const authRows: MatrixRow[] = [
  {
    method: 'POST',
    route: '/api/auth/login',
    case: 'wrong password',
    // A name of its own per call, so no name lock answers in place of the refusal. Its nine
    // callers stay under the 10 failures one address may have in 15 minutes, and the matrix's
    // clock stands still: another failing sign-in row would meet 429 TOO_MANY_ATTEMPTS.
    bodyOf: () => ({ username: `nobody-${randomUUID()}`, password: 'Wrong-password-1' }),
    expect: anyone('401 INVALID_CREDENTIALS'),
  },
  {
    method: 'GET',
    route: '/api/auth/me',
    expect: {
      anonymous: '401 TOKEN_EXPIRED',
      admin_without_2fa: '200',
      admin: '200',
      auditor: '200',
      super_admin: '200',
    },
  },
  {
    method: 'POST',
    route: '/api/auth/logout',
    freshSession: true,
    expect: {
      anonymous: '401 TOKEN_EXPIRED',
      admin_without_2fa: '200',
      admin: '200',
      auditor: '200',
      super_admin: '200',
    },
  },
  {
    method: 'POST',
    route: '/api/auth/step-up',
    case: 'a wrong code',
    bodyOf: ({ self }) => ({ password: self.password, twofa_token: '000000' }),
    // Any role raises its own session; a wrong code is refused (and counted), never a 401.
    expect: staff('400 INVALID_TWOFA_TOKEN'),
  },
  {
    method: 'POST',
    route: '/api/auth/change-password',
    bodyOf: ({ self }) => ({ currentPassword: self.password, newPassword: strongPassword() }),
    freshSession: true,
    expect: staff(),
  },
  {
    method: 'GET',
    route: '/api/auth/2fa/setup',
    freshSession: true,
    expect: {
      anonymous: '401 TOKEN_EXPIRED',
      admin_without_2fa: '200',
      admin: '409 TWOFA_ALREADY_ENABLED',
      auditor: '409 TWOFA_ALREADY_ENABLED',
      super_admin: '409 TWOFA_ALREADY_ENABLED',
    },
  },
  {
    method: 'POST',
    route: '/api/auth/2fa/enable',
    case: 'no setup started',
    body: wrongCode,
    freshSession: true,
    expect: {
      anonymous: '401 TOKEN_EXPIRED',
      admin_without_2fa: '409 TWOFA_SETUP_NOT_STARTED',
      admin: '409 TWOFA_ALREADY_ENABLED',
      auditor: '409 TWOFA_ALREADY_ENABLED',
      super_admin: '409 TWOFA_ALREADY_ENABLED',
    },
  },
  {
    method: 'POST',
    route: '/api/auth/2fa/verify',
    case: 'a wrong code',
    body: wrongCode,
    freshSession: true,
    expect: {
      anonymous: '401 TOKEN_EXPIRED',
      admin_without_2fa: '409 TWOFA_NOT_ENABLED',
      admin: '400 INVALID_TWOFA_TOKEN',
      auditor: '400 INVALID_TWOFA_TOKEN',
      super_admin: '400 INVALID_TWOFA_TOKEN',
    },
  },
  {
    method: 'POST',
    route: '/api/auth/2fa/disable',
    case: 'a wrong code',
    body: wrongCode,
    freshSession: true,
    expect: staff('400 INVALID_TWOFA_TOKEN'),
  },
];

/**
 * Admin accounts: every admin sees the list; only super admins add, delete and
 * change roles; an admin edits only their own e-mail; nobody changes their own role or, here,
 * their own password; a super admin neither deletes nor demotes themselves or another super admin.
 */
export const userRows: MatrixRow[] = [
  { method: 'GET', route: '/api/users', expect: staff() },
  {
    method: 'POST',
    route: '/api/users',
    bodyOf: () => ({
      username: `matrix_${randomUUID().slice(0, 8)}`,
      password: strongPassword(),
      role: 'admin',
    }),
    expect: superAdmins('201'),
  },
  {
    method: 'POST',
    route: '/api/users',
    case: 'an auditor',
    bodyOf: () => ({
      username: `matrix_${randomUUID().slice(0, 8)}`,
      password: strongPassword(),
      role: 'auditor',
    }),
    expect: superAdmins('201'),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'own account, e-mail',
    path: ({ self }) => `/api/users/${self.userId}`,
    body: { email: 'me@example.com' },
    // An auditor changes no account, not even their own (their password: /auth/change-password).
    expect: actors(),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'own account, password',
    path: ({ self }) => `/api/users/${self.userId}`,
    bodyOf: () => ({ password: strongPassword() }),
    freshSession: true,
    // One's own password changes only with the current one, through /auth/change-password.
    expect: actors('403 CURRENT_PASSWORD_REQUIRED'),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'own account, role',
    path: ({ self }) => `/api/users/${self.userId}`,
    bodyOf: ({ self }) => ({ role: self.role === 'admin' ? 'super_admin' : 'admin' }),
    freshSession: true,
    // An admin may not change roles; a super admin not their own.
    expect: staff('403 FORBIDDEN'),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'another admin, e-mail',
    path: anotherAccount('admin'),
    body: { email: 'other@example.com' },
    expect: superAdmins(),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'another admin, password',
    path: anotherAccount('admin'),
    bodyOf: () => ({ password: strongPassword() }),
    expect: superAdmins(),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'another admin, role',
    path: anotherAccount('admin'),
    body: { role: 'super_admin' },
    expect: superAdmins(),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'another super admin, role',
    path: anotherAccount('super_admin'),
    body: { role: 'admin' },
    // No super admin demotes another (and then deletes them).
    expect: superAdmins('403 FORBIDDEN'),
  },
  {
    method: 'POST',
    route: '/api/users',
    case: 'a super admin',
    bodyOf: () => ({
      username: `matrix_${randomUUID().slice(0, 8)}`,
      password: strongPassword(),
      role: 'super_admin',
    }),
    expect: superAdmins('201'),
  },
  {
    method: 'PUT',
    route: '/api/users/:id',
    case: 'another super admin, e-mail',
    path: anotherAccount('super_admin'),
    body: { email: 'boss@example.com' },
    expect: superAdmins(),
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    case: 'another admin',
    path: anotherAccount('admin'),
    expect: superAdmins(),
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    case: 'an auditor',
    path: anotherAccount('auditor'),
    expect: superAdmins(),
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    case: 'another super admin',
    path: anotherAccount('super_admin'),
    expect: superAdmins('403 FORBIDDEN'),
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    case: 'own account',
    path: ({ self }) => `/api/users/${self.userId}`,
    freshSession: true,
    expect: superAdmins('403 FORBIDDEN'),
  },
];
