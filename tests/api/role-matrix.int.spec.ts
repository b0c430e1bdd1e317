import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAdmin, signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';
import {
  newAccountOn,
  principals,
  roleMatrix,
  type Caller,
  type MatrixRow,
  type PrincipalKind,
  type RowContext,
} from './role-matrix.rows.js';

let portal: TestPortal;
const shared = new Map<PrincipalKind, Caller>();

const signIn = async (kind: PrincipalKind): Promise<Caller> => {
  switch (kind) {
    case 'anonymous':
      return null;
    case 'admin_without_2fa':
      return signedInAdmin(portal, 'admin', { twoFactor: false });
    case 'admin':
      return signedInAdmin(portal, 'admin');
    case 'super_admin':
      return signedInAdmin(portal, 'super_admin');
  }
};

beforeAll(async () => {
  portal = await startTestPortal();
  for (const kind of principals) shared.set(kind, await signIn(kind));
});
afterAll(async () => {
  await portal.destroy();
});

const call = async (row: MatrixRow, kind: PrincipalKind) => {
  const caller = row.freshSession ? await signIn(kind) : (shared.get(kind) ?? null);
  const self = caller ?? (await createTestAdmin(portal));
  const context: RowContext = { portal, self, newAccount: newAccountOn(portal) };
  const path = typeof row.path === 'string' ? row.path : await row.path(context);
  const body = row.bodyOf ? row.bodyOf(context) : row.body;
  return request(portal.url, row.method, path, body, caller?.headers ?? {});
};

describe('the role matrix: every endpoint answers each principal as section 6 says', () => {
  for (const row of roleMatrix) {
    describe(row.name, () => {
      for (const kind of principals) {
        const status = row.expect[kind];
        it(`answers ${status} to ${kind.replaceAll('_', ' ')}`, async () => {
          const answer = await call(row, kind);
          expect(answer.status, JSON.stringify(answer.body)).toBe(status);
          if (status === 401 && kind === 'anonymous') {
            expect(answer.body.error.code).toMatch(/^(TOKEN_EXPIRED|INVALID_CREDENTIALS)$/);
          }
          if (status === 403 && kind === 'admin_without_2fa') {
            expect(answer.body.error.code).toBe('TWOFA_REQUIRED');
          }
        });
      }
    });
  }
});
