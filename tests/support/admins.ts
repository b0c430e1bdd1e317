import { randomBytes, randomUUID } from 'node:crypto';
import { createAdmin, createArgon2idHasher } from '@ghost/command-api';
import type { AdminRole as Role, EventStore, SecretBox } from '@ghost/events';
import type { ProjectionRunner } from '@ghost/projectors';
import { generate } from 'otplib';
import { request } from './http.js';
import type { TestPortal } from './test-portal.js';

export type AdminRole = Role;

/** A TOTP code of a secret at a moment (the portal's clock by default), as an app shows it. */
export const totpCode = (secret: string, at: Date): Promise<string> =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/** A password that meets the account rules, different every time. */
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

/** Where accounts are opened: an event store with its sealing key and a clock. */
export interface AccountStore {
  eventStore: EventStore;
  secretBox: SecretBox;
  clock: () => Date;
  /** When given, the account is in the read models (it can sign in) once this answers. */
  runner?: ProjectionRunner;
}

/**
 * Opens an account the way the admin CLI does (in process, on the portal's event store), with a
 * unique username unless one is given. It can sign in at once: the portal follows the log.
 */
export const createTestAdmin = async (
  store: AccountStore,
  options: {
    role?: AdminRole;
    username?: string;
    password?: string;
    email?: string;
    /**
     * The password is one-time (as the admin CLI sets it: changed at the first sign-in, within
     * 72 hours); by default it is the holder's own, so a test signs in straight to its subject.
     */
    oneTime?: boolean;
  } = {},
): Promise<TestAdmin> => {
  const role = options.role ?? 'admin';
  const username = options.username ?? `${role.replace('_', '-')}-${randomUUID().slice(0, 8)}`;
  const password = options.password ?? strongPassword();
  const commandId = randomUUID();
  const { user } = await createAdmin(
    {
      eventStore: store.eventStore,
      secretBox: store.secretBox,
      passwords: createArgon2idHasher(),
      newId: randomUUID,
      progress: store.runner ?? null,
      onCompensationFailure: (error) => {
        throw error;
      },
    },
    { username, password, role, email: options.email ?? null },
    {
      actor: { kind: 'system', id: 'test' },
      commandId,
      correlationId: commandId,
      now: store.clock(),
    },
    { oneTime: options.oneTime ?? false },
  );
  return { userId: user.id, username, password, role };
};

const expectStatus = (what: string, answer: { status: number; body: unknown }, status: number) => {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
};

/** A running portal to sign in to: its address and the clock its TOTP codes are checked at. */
export interface SignInTarget {
  url: string;
  clock: () => Date;
}

/** Enables two-factor for a signed-in session: setup, then the current code. Returns the secret. */
export const enableTwoFactor = async (portal: SignInTarget, token: string): Promise<string> => {
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
  usedTotpSteps.set(secret, totpStepAt(portal.clock()));
  return secret;
};

const totpStepMs = 30_000;
const totpStepAt = (at: Date) => Math.floor(at.getTime() / totpStepMs);
/** The last TOTP step each secret's code was used at here: a step is accepted once. */
const usedTotpSteps = new Map<string, number>();
/** Sessions raised by a step-up, until when. */
const raisedUntil = new Map<string, number>();

/**
 * A code of the account's next unused TOTP step, as its app shows it, counted as used: the
 * current step or the next one (a code is accepted one step either side). When both were used,
 * this waits for the portal's clock to reach the next step (at most 30 s, with the real clock).
 */
export const nextTotpCode = async (portal: SignInTarget, admin: SignedInAdmin): Promise<string> => {
  if (!admin.secret) throw new Error(`${admin.username} has no two-factor`);
  const step = Math.max((usedTotpSteps.get(admin.secret) ?? -1) + 1, totpStepAt(portal.clock()));
  const early = (step - 1) * totpStepMs - portal.clock().getTime();
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
  usedTotpSteps.set(admin.secret, step);
  return totpCode(admin.secret, new Date(step * totpStepMs));
};

/**
 * Raises a signed-in session with a step-up (POST /api/auth/step-up: the password and a code of
 * a step not used before), as the panel's dialog does, unless it is raised for another minute
 * already.
 */
export const stepUp = async (portal: SignInTarget, admin: SignedInAdmin): Promise<void> => {
  if ((raisedUntil.get(admin.token) ?? 0) > portal.clock().getTime() + 60_000) return;
  const raised = await request(
    portal.url,
    'POST',
    '/api/auth/step-up',
    { password: admin.password, twofa_token: await nextTotpCode(portal, admin) },
    admin.headers,
  );
  expectStatus('POST /api/auth/step-up', raised, 200);
  raisedUntil.set(admin.token, Date.parse(raised.body.steppedUpUntil as string));
};

/** A second session of an account: signs in with the password and, with two-factor, a fresh code. */
export const signInAgain = async (
  portal: SignInTarget,
  admin: SignedInAdmin,
): Promise<SignedInAdmin> => {
  if (!admin.secret) return signIn(portal, admin, { twoFactor: false });
  const login = await request(portal.url, 'POST', '/api/auth/login', {
    username: admin.username,
    password: admin.password,
    twofa_token: await nextTotpCode(portal, admin),
  });
  expectStatus('POST /api/auth/login', login, 200);
  const token = login.body.accessToken as string;
  return { ...admin, token, headers: { authorization: `Bearer ${token}` } };
};

/** Notes a TOTP step a test used by itself (a sign-in with a code), so stepUp uses a later one. */
export const noteUsedTotpStep = (secret: string, at: Date): void => {
  usedTotpSteps.set(secret, Math.max(usedTotpSteps.get(secret) ?? -1, totpStepAt(at)));
};

/**
 * Signs an account without two-factor in through POST /api/auth/login, then (unless
 * `twoFactor: false`) sets two-factor up with a code computed here, so the session has full
 * access.
 */
export const signIn = async (
  portal: SignInTarget,
  admin: TestAdmin,
  options: { twoFactor?: boolean } = {},
): Promise<SignedInAdmin> => {
  const login = await request(portal.url, 'POST', '/api/auth/login', {
    username: admin.username,
    password: admin.password,
  });
  expectStatus('POST /api/auth/login', login, 200);
  const token = login.body.accessToken as string;
  const headers = { authorization: `Bearer ${token}` };
  // A password someone else set (the CLI, a super admin) is changed first, as its holder does.
  const me = await request(portal.url, 'GET', '/api/auth/me', undefined, headers);
  let { password } = admin;
  if (me.body?.user?.password_change_required === true) {
    password = strongPassword();
    const changed = await request(
      portal.url,
      'POST',
      '/api/auth/change-password',
      { currentPassword: admin.password, newPassword: password },
      headers,
    );
    expectStatus('POST /api/auth/change-password', changed, 200);
  }
  const secret = options.twoFactor === false ? null : await enableTwoFactor(portal, token);
  return { ...admin, password, token, headers, secret };
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
  return signIn(portal, admin, options);
};

/** Authorization headers of a well-formed token no session ever had. */
export const unknownToken = (): Record<string, string> => ({
  authorization: `Bearer ${randomBytes(32).toString('base64url')}`,
});
