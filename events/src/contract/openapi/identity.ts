import { z } from 'zod';
import { doneAnswerSchema } from '../common/answer-parts.js';
import { changePasswordRequestSchema } from '../auth/change-password.js';
import { loginAnswerSchema, loginRequestSchema } from '../auth/login.js';
import { meAnswerSchema } from '../auth/me.js';
import { stepUpAnswerSchema, stepUpRequestSchema } from '../auth/step-up.js';
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
  everySession,
  changingPassword,
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
      'password is right: send the code). Every attempt is recorded and counted before it is ' +
      'judged, one at a time per username: failures lock out by address (an IPv6 one by its /64) ' +
      'and by name (429 with `retryAfter` and `Retry-After`), and of a burst only the lock’s ' +
      'threshold is judged. A one-time password older than 72 hours answers 401 ' +
      'ONE_TIME_PASSWORD_EXPIRED. 503 with `Retry-After: 1` when too many passwords are being ' +
      'checked at once. The answer is `Cache-Control: no-store`.',
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
      'ONE_TIME_PASSWORD_EXPIRED',
    ],
  }),
  operation({
    id: 'me',
    method: 'GET',
    path: '/api/auth/me',
    service: 'query',
    area: 'Identity',
    summary: 'The signed-in account and when its session ends',
    description:
      '`user.password_change_required`: the password is one-time and must be changed first; ' +
      '`steppedUpUntil`: until when the session may make the sensitive changes. A session ends ' +
      '4 hours after sign-in, or after 30 minutes without a request.',
    access: everySession,
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
    access: everySession,
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
    description:
      'The only way to change your own password. A one-time password (set by the first start, ' +
      'the admin CLI or a super admin) is changed here before anything else, two-factor included.',
    access: changingPassword,
    body: changePasswordRequestSchema,
    answers: [done],
    errors: ['INVALID_CURRENT_PASSWORD', 'INVALID_PASSWORD_FORMAT', 'TOO_MANY_ATTEMPTS'],
  }),
  operation({
    id: 'stepUp',
    method: 'POST',
    path: '/api/auth/step-up',
    service: 'command',
    area: 'Identity',
    summary: 'Prove the password and a fresh code again: sensitive changes for five minutes',
    description:
      'Payout addresses, notification settings, roles, others’ passwords and e-mails, new super ' +
      'admins and deletions answer 403 STEP_UP_REQUIRED from a session not raised in the last ' +
      'five minutes. The code is used up as a sign-in’s is; wrong passwords and codes count ' +
      'towards the account’s lockout. Recorded on the account (`AdminSessionSteppedUp`).',
    access: staff,
    body: stepUpRequestSchema,
    answers: [{ status: 200, description: 'The session is raised.', json: stepUpAnswerSchema }],
    errors: ['INVALID_CURRENT_PASSWORD', 'INVALID_TWOFA_TOKEN', 'TOO_MANY_ATTEMPTS'],
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
    description:
      'Its password is one-time: the new account changes it at its first sign-in, within 72 ' +
      'hours. A new super admin needs a stepped-up session (403 STEP_UP_REQUIRED).',
    access: superAdmins,
    body: createUserRequestSchema,
    answers: [{ status: 201, description: 'The new account.', json: createUserAnswerSchema }],
    errors: [
      'USERNAME_EXISTS',
      'INVALID_EMAIL_FORMAT',
      'INVALID_PASSWORD_FORMAT',
      'STEP_UP_REQUIRED',
    ],
  }),
  operation({
    id: 'updateUser',
    method: 'PUT',
    path: '/api/users/{id}',
    service: 'command',
    area: 'Identity',
    summary: "Change an account's e-mail, role or password",
    description:
      'A super admin changes others’ e-mails, roles and passwords from a stepped-up session ' +
      '(403 STEP_UP_REQUIRED otherwise), never their own role nor another super admin’s; an ' +
      'admin only their own e-mail (403 FORBIDDEN otherwise). Your own password changes through ' +
      '/api/auth/change-password only (403 CURRENT_PASSWORD_REQUIRED). A password set here is ' +
      'one-time; it and a role change end every session of the account. The username never ' +
      'changes.',
    access: actors,
    params: onAccount,
    body: updateUserRequestSchema,
    answers: [{ status: 200, description: 'The account now.', json: updateUserAnswerSchema }],
    errors: [
      'FORBIDDEN',
      'USER_NOT_FOUND',
      'INVALID_EMAIL_FORMAT',
      'INVALID_PASSWORD_FORMAT',
      'STEP_UP_REQUIRED',
      'CURRENT_PASSWORD_REQUIRED',
    ],
  }),
  operation({
    id: 'deleteUser',
    method: 'DELETE',
    path: '/api/users/{id}',
    service: 'command',
    area: 'Identity',
    summary: 'Delete an admin account; its sessions end and its name becomes free',
    description:
      'Never your own account, never another super admin (403 FORBIDDEN); from a stepped-up ' +
      'session only (403 STEP_UP_REQUIRED).',
    access: superAdmins,
    params: onAccount,
    answers: [done],
    errors: ['USER_NOT_FOUND', 'STEP_UP_REQUIRED'],
  }),
];
