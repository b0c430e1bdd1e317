import type { AdminRole } from '../../support/admins.js';
import type { TestPortal } from '../../support/test-portal.js';
import type { Targets } from './targets.js';

/**
 * Who calls, as the issues list them: nobody, an admin who has not set up two-factor yet, an
 * admin, a super admin, an auditor (reads everything, changes nothing).
 */
export const principals = [
  'anonymous',
  'admin_without_2fa',
  'admin',
  'super_admin',
  'auditor',
] as const;
export type PrincipalKind = (typeof principals)[number];

/**
 * Callers whose answer is always another's, so no row spells it out: a dead token (expired,
 * revoked by signing out, or of a deleted account) gets exactly what no token gets, and a super
 * admin without two-factor exactly what an admin without it gets.
 */
export const lookalikes = {
  expired_session: 'anonymous',
  revoked_session: 'anonymous',
  deleted_account: 'anonymous',
  super_admin_without_2fa: 'admin_without_2fa',
} as const satisfies Record<string, PrincipalKind>;
export type LookalikeKind = keyof typeof lookalikes;
export type CallerKind = PrincipalKind | LookalikeKind;

/** A success status ('200', '201'), or an error status with its code ('403 FORBIDDEN'). */
export type Answer = '200' | '201' | `${4 | 5}${number} ${string}`;

export interface RowContext {
  portal: TestPortal;
  /** The caller's own account; for anonymous, an account nobody is signed in to. */
  self: { userId: string; password: string; role: AdminRole };
  /** A new account to act on (a fresh one per call). */
  newAccount: (role?: AdminRole) => Promise<{ userId: string; username: string }>;
  /** Real payments, price entries and settings to act on. */
  targets: Targets;
}

export interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as its service registers it, e.g. '/api/users/:id'. */
  route: string;
  /** What sets this row apart from the route's other rows, e.g. 'own id, role'. */
  case?: string;
  /** The path called (with its parameters and query filled in); the route itself by default. */
  path?: string | ((context: RowContext) => string | Promise<string>);
  body?: unknown;
  bodyOf?: (context: RowContext) => unknown;
  /** What each principal must be answered: the status, and for a refusal the error code. */
  expect: Record<PrincipalKind, Answer>;
  /** Checks a success's body, where callers get different answers with the same status. */
  check?: (body: any, kind: PrincipalKind) => void;
  /** The call ends or changes the caller's session or account: sign in afresh for it. */
  freshSession?: boolean;
  /** The answer is an event stream that stays open: its status (or a refusal's body) is read. */
  stream?: boolean;
}

const signedIn = {
  anonymous: '401 TOKEN_EXPIRED',
  admin_without_2fa: '403 TWOFA_REQUIRED',
} as const;

/** A public endpoint: every caller gets the same answer. */
export const anyone = (answer: Answer = '200'): Record<PrincipalKind, Answer> => ({
  anonymous: answer,
  admin_without_2fa: answer,
  admin: answer,
  super_admin: answer,
  auditor: answer,
});

/**
 * An endpoint of every signed-in role: what the panel reads (dashboard, payment
 * validation, card payments, users list), and a staff member's own session and password.
 */
export const staff = (answer: Answer = '200'): Record<PrincipalKind, Answer> => ({
  ...signedIn,
  admin: answer,
  super_admin: answer,
  auditor: answer,
});

/** An action of the admins: auditors only read, and are refused. */
export const actors = (answer: Answer = '200'): Record<PrincipalKind, Answer> => ({
  ...signedIn,
  admin: answer,
  super_admin: answer,
  auditor: '403 FORBIDDEN',
});

/** A super admin's endpoint (users, settings and pricing management). */
export const superAdmins = (answer: Answer = '200'): Record<PrincipalKind, Answer> => ({
  ...signedIn,
  admin: '403 FORBIDDEN',
  super_admin: answer,
  auditor: '403 FORBIDDEN',
});

/** The audit's endpoints: the event log, the books as of a moment, the chain (issue 14). */
export const auditors = (answer: Answer = '200'): Record<PrincipalKind, Answer> => ({
  ...signedIn,
  admin: '403 FORBIDDEN',
  super_admin: answer,
  auditor: answer,
});

/** The route a path belongs to: ':name' parameters match one segment; a query may follow. */
export const routePattern = (route: string): RegExp =>
  new RegExp(
    `^${route
      .split('/')
      .map((segment) =>
        segment.startsWith(':') ? '[^/?]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}(\\?.*)?$`,
  );

export const rowName = (row: MatrixRow): string =>
  `${row.method} ${row.route}${row.case ? ` (${row.case})` : ''}`;
