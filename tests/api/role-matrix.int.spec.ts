import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signedInAdmin, stepUp, type SignedInAdmin } from '../support/admins.js';
import { openStream } from '../support/event-stream.js';
import { fakeClock, hours, minutes } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { registeredRoutes } from '../support/registered-routes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import {
  lookalikes,
  principals,
  roleMatrix,
  routePattern,
  rowName,
  type CallerKind,
  type MatrixRow,
  type PrincipalKind,
  type RowContext,
} from './role-matrix.rows.js';
import { prepareTargets, type Targets } from './role-matrix/targets.js';

const clock = fakeClock();
let portal: TestPortal;
let targets: Targets;
/** The account anonymous rows act on as "their own": nobody is signed in to it. */
let bystander: RowContext['self'];
const sessions = new Map<CallerKind, SignedInAdmin>();

const expectOk = (answer: { status: number; body: unknown }) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};

/** A super admin whose session is raised by a step-up, as the panel asks before a sensitive change. */
const raisedSuperAdmin = async () => {
  const boss = await signedInAdmin(portal, 'super_admin');
  await stepUp(portal, boss);
  return boss;
};

/**
 * A new session of a caller (none for anonymous); dead sessions are made once, in beforeAll. A
 * super admin's session is raised by a step-up (the matrix's clock stands still, so it stays
 * raised): the refusal of a sensitive change without one, STEP_UP_REQUIRED, is held by
 * tests/api/step-up.int.spec.ts and users.int.spec.ts.
 */
const signIn = async (kind: CallerKind): Promise<SignedInAdmin | null> => {
  switch (kind) {
    case 'anonymous':
      return null;
    case 'admin_without_2fa':
      return signedInAdmin(portal, 'admin', { twoFactor: false });
    case 'super_admin_without_2fa':
      return signedInAdmin(portal, 'super_admin', { twoFactor: false });
    case 'admin':
      return signedInAdmin(portal, 'admin');
    case 'super_admin':
      return raisedSuperAdmin();
    case 'auditor':
      return signedInAdmin(portal, 'auditor');
    case 'expired_session':
    case 'revoked_session':
    case 'deleted_account':
      return sessions.get(kind) ?? null;
  }
};

beforeAll(async () => {
  portal = await startTestPortal({ clock: clock.now });
  // A session lasts 4 hours from sign-in: this one is over once the clock has moved on.
  sessions.set('expired_session', await signedInAdmin(portal, 'super_admin'));
  clock.advance(hours(4) + minutes(1));
  // The matrix's own super admin, who sets the targets up and ends the dead sessions.
  const setup = await raisedSuperAdmin();
  const revoked = await signedInAdmin(portal, 'super_admin');
  expectOk(await request(portal.url, 'POST', '/api/auth/logout', {}, revoked.headers));
  sessions.set('revoked_session', revoked);
  const deleted = await signedInAdmin(portal, 'admin');
  expectOk(
    await request(portal.url, 'DELETE', `/api/users/${deleted.userId}`, undefined, setup.headers),
  );
  sessions.set('deleted_account', deleted);
  for (const kind of [...principals, 'super_admin_without_2fa'] as const) {
    const session = await signIn(kind);
    if (session) sessions.set(kind, session);
  }
  bystander = await createTestAdmin(portal);
  targets = await prepareTargets(portal, setup);
});
afterAll(async () => {
  await portal.destroy();
});

const call = async (row: MatrixRow, kind: CallerKind) => {
  const caller = row.freshSession ? await signIn(kind) : (sessions.get(kind) ?? null);
  const context: RowContext = {
    portal,
    self: caller ?? bystander,
    newAccount: async (role = 'admin') => createTestAdmin(portal, { role }),
    targets,
  };
  const path = typeof row.path === 'function' ? await row.path(context) : (row.path ?? row.route);
  expect(path, 'the row calls its own route').toMatch(routePattern(row.route));
  const body = row.bodyOf ? await row.bodyOf(context) : row.body;
  if (row.stream) {
    const stream = await openStream(portal.url, path, caller?.headers ?? {});
    stream.close();
    return { status: stream.status, body: stream.body };
  }
  // Every write carries an Idempotency-Key, so each answer also shows that the write claimed it.
  const headers = {
    ...caller?.headers,
    ...(row.method !== 'GET' && { 'Idempotency-Key': `matrix-${crypto.randomUUID()}` }),
  };
  const answer = await request(portal.url, row.method, path, body, headers);
  return { ...answer, resend: () => request(portal.url, row.method, path, body, headers) };
};

/**
 * A write that recorded something (its answer carries the log position) is answered the same to
 * a retry with its key, without running again: every write a route makes claims the key first.
 * Left out, as the idempotency rules say: an answer that must not be stored (a token, a report
 * marked no-store), and a write that ended the caller's session (its retry is TOKEN_EXPIRED).
 */
const expectReplayedToRetry = async (answer: Awaited<ReturnType<typeof call>>) => {
  if (!('resend' in answer) || answer.status > 299) return;
  if (answer.headers.get('x-log-position') === null) return;
  if ((answer.headers.get('cache-control') ?? '').includes('no-store')) return;
  const retried = await answer.resend();
  if (retried.body?.error?.code === 'TOKEN_EXPIRED') return;
  expect(retried.headers.get('idempotent-replayed'), JSON.stringify(retried.body)).toBe('true');
  expect(retried.status).toBe(answer.status);
};

const expectAnswer = async (row: MatrixRow, kind: CallerKind, as: PrincipalKind) => {
  const answer = await call(row, kind);
  const [status, code] = row.expect[as].split(' ');
  expect(answer.status, JSON.stringify(answer.body)).toBe(Number(status));
  if (code === undefined) {
    row.check?.(answer.body, as);
    if (row.method !== 'GET') await expectReplayedToRetry(answer);
  } else {
    expect(answer.body.error.code).toBe(code);
  }
};

const spoken = (kind: CallerKind) => kind.replaceAll('_', ' ').replace('2fa', 'two-factor');

describe('the role matrix: every endpoint answers each caller as its role allows', () => {
  for (const row of roleMatrix) {
    describe(rowName(row), () => {
      for (const kind of principals) {
        it(`answers ${row.expect[kind]} to ${spoken(kind)}`, async () => {
          await expectAnswer(row, kind, kind);
        });
      }
      for (const [kind, as] of Object.entries(lookalikes) as [
        keyof typeof lookalikes,
        PrincipalKind,
      ][]) {
        it(`answers ${row.expect[as]} to ${spoken(kind)}, as to ${spoken(as)}`, async () => {
          await expectAnswer(row, kind, as);
        });
      }
    });
  }
});

describe('the role matrix covers every route', () => {
  const routesOfRows = new Set(roleMatrix.map((row) => `${row.method} ${row.route}`));
  const registered = () => [
    ...registeredRoutes(portal.services.command),
    ...registeredRoutes(portal.services.query),
  ];

  it('has a row for every route registered on the command and query services', () => {
    const unguarded = registered().filter((route) => !routesOfRows.has(route));
    expect(unguarded, 'routes without a row in tests/api/role-matrix.rows.ts').toEqual([]);
  });

  it('has no row for a route that is not registered', () => {
    const served = new Set(registered());
    expect([...routesOfRows].filter((route) => !served.has(route))).toEqual([]);
  });
});
