import { z } from 'zod';
import { doneAnswerSchema } from '../common/answer-parts.js';
import { changePasswordRequestSchema } from '../auth/change-password.js';
import { loginAnswerSchema, loginRequestSchema } from '../auth/login.js';
import { meAnswerSchema } from '../auth/me.js';
import {
  codeRequestSchema,
  twoFactorDisabledAnswerSchema,
  twoFactorEnabledAnswerSchema,
  twoFactorSetupAnswerSchema,
  twoFactorVerifiedAnswerSchema,
} from '../auth/two-factor.js';
import { createUserAnswerSchema, updateUserAnswerSchema } from '../users/user-answers.js';
import { createUserRequestSchema, updateUserRequestSchema } from '../users/user-requests.js';
import { userListAnswerSchema } from '../users/user-view.js';
import {
  anySession,
  anyone,
  operation,
  staff,
  superAdmins,
  type Operation,
  actors,
} from './operation.js';

const onAccount = {
  id: {
    description: "The account's id (a UUID); anything else names no account.",
    schema: z.string(),
    refusal: 'USER_NOT_FOUND',
  },
} as const;

const done = {
  status: 200,
  description: 'Done.',
  json: doneAnswerSchema,
} as const;

/** Sign-in, the session, two-factor (auth), and the admin accounts (users). */
export const identityOperations: Operation[] = [
  operation({
    id: 'signIn',
    method: 'POST',
    path: '/api/auth/login',
    service: 'command',
    area: 'Identity',
    summary: 'Sign in with a password and a TOTP code',
    description:
      'Without `twofa_token`, an account with two-factor answers 401 TWOFA_TOKEN_REQUIRED (the ' +
      'password is right: send the code). Failures lock out by address and by name (429 with ' +
      '`retryAfter` and `Retry-After`). The answer is `Cache-Control: no-store`.',
    access: anyone,
    body: loginRequestSchema,
    answers: [
      { status: 200, description: 'Signed in: the bearer token.', json: loginAnswerSchema },
    ],
    errors: [
      'INVALID_CREDENTIALS',
      'TWOFA_TOKEN_REQUIRED',
      'INVALID_TWOFA_TOKEN',
      'TWOFA_REQUIRED',
      'TOO_MANY_ATTEMPTS',
    ],
  }),
  operation({
    id: 'me',
    method: 'GET',
    path: '/api/auth/me',
    service: 'query',
    area: 'Identity',
    summary: 'The signed-in account and when its session ends',
    access: anySession,
    answers: [{ status: 200, description: 'The account.', json: meAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'signOut',
    method: 'POST',
    path: '/api/auth/logout',
    service: 'command',
    area: 'Identity',
    summary: 'Sign out: both services refuse the token once this answers',
    access: anySession,
    body: 'none',
    answers: [done],
    errors: [],
  }),
  operation({
    id: 'changePassword',
    method: 'POST',
    path: '/api/auth/change-password',
    service: 'command',
    area: 'Identity',
    summary: 'Change your own password; your other sessions end',
    access: staff,
    body: changePasswordRequestSchema,
    answers: [done],
    errors: ['INVALID_CURRENT_PASSWORD', 'INVALID_PASSWORD_FORMAT', 'TOO_MANY_ATTEMPTS'],
  }),
  operation({
    id: 'startTwoFactorSetup',
    method: 'GET',
    path: '/api/auth/2fa/setup',
    service: 'command',
    area: 'Identity',
    summary: 'Start setting up two-factor: a new secret and its QR code',
    description:
      'Answered by the command service although a GET: each call records a new pending secret.',
    access: anySession,
    answers: [
      {
        status: 200,
        description: 'The secret to scan or type.',
        json: twoFactorSetupAnswerSchema,
      },
    ],
    errors: ['TWOFA_ALREADY_ENABLED'],
  }),
  operation({
    id: 'enableTwoFactor',
    method: 'POST',
    path: '/api/auth/2fa/enable',
    service: 'command',
    area: 'Identity',
    summary: 'Turn the pending secret on with a code from it',
    access: anySession,
    body: codeRequestSchema,
    answers: [
      { status: 200, description: 'Two-factor is on.', json: twoFactorEnabledAnswerSchema },
    ],
    errors: [
      'INVALID_TWOFA_TOKEN',
      'TWOFA_ALREADY_ENABLED',
      'TWOFA_SETUP_NOT_STARTED',
      'TOO_MANY_ATTEMPTS',
    ],
  }),
  operation({
    id: 'verifyTwoFactorCode',
    method: 'POST',
    path: '/api/auth/2fa/verify',
    service: 'command',
    area: 'Identity',
    summary: 'Check a code (each code is used up)',
    access: anySession,
    body: codeRequestSchema,
    answers: [
      { status: 200, description: 'The code is right.', json: twoFactorVerifiedAnswerSchema },
    ],
    errors: ['INVALID_TWOFA_TOKEN', 'TWOFA_NOT_ENABLED', 'TOO_MANY_ATTEMPTS'],
  }),
  operation({
    id: 'disableTwoFactor',
    method: 'POST',
    path: '/api/auth/2fa/disable',
    service: 'command',
    area: 'Identity',
    summary: 'Turn two-factor off with a code',
    description: 'The session then reaches only the two-factor calls and /auth/me again.',
    access: staff,
    body: codeRequestSchema,
    answers: [
      { status: 200, description: 'Two-factor is off.', json: twoFactorDisabledAnswerSchema },
    ],
    errors: ['INVALID_TWOFA_TOKEN', 'TWOFA_NOT_ENABLED', 'TOO_MANY_ATTEMPTS'],
  }),
  operation({
    id: 'listUsers',
    method: 'GET',
    path: '/api/users',
    service: 'query',
    area: 'Identity',
    summary: 'Every admin account, oldest first',
    access: staff,
    answers: [{ status: 200, description: 'The accounts.', json: userListAnswerSchema }],
    errors: [],
  }),
  operation({
    id: 'createUser',
    method: 'POST',
    path: '/api/users',
    service: 'command',
    area: 'Identity',
    summary: 'Add an admin account',
    access: superAdmins,
    body: createUserRequestSchema,
    answers: [{ status: 201, description: 'The new account.', json: createUserAnswerSchema }],
    errors: ['USERNAME_EXISTS', 'INVALID_EMAIL_FORMAT', 'INVALID_PASSWORD_FORMAT'],
  }),
  operation({
    id: 'updateUser',
    method: 'PUT',
    path: '/api/users/{id}',
    service: 'command',
    area: 'Identity',
    summary: "Change an account's e-mail, role or password",
    description:
      'A super admin changes any account but their own role; an admin only their own e-mail ' +
      'and password (403 FORBIDDEN otherwise). The username never changes.',
    access: actors,
    params: onAccount,
    body: updateUserRequestSchema,
    answers: [{ status: 200, description: 'The account now.', json: updateUserAnswerSchema }],
    errors: ['FORBIDDEN', 'USER_NOT_FOUND', 'INVALID_EMAIL_FORMAT', 'INVALID_PASSWORD_FORMAT'],
  }),
  operation({
    id: 'deleteUser',
    method: 'DELETE',
    path: '/api/users/{id}',
    service: 'command',
    area: 'Identity',
    summary: 'Delete an admin account; its sessions end and its name becomes free',
    description: 'Never your own account, never another super admin (403 FORBIDDEN).',
    access: superAdmins,
    params: onAccount,
    answers: [done],
    errors: ['USER_NOT_FOUND'],
  }),
];
