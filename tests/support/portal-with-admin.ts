import { afterAll, beforeAll } from 'vitest';
import { signedInAdmin, type AdminRole, type SignedInAdmin } from './admins.js';
import { startTestPortal, type TestPortal } from './test-portal.js';

export interface PortalWithAdmin {
  portal: TestPortal;
  /** Signed in with two-factor on, in the role asked for. */
  admin: SignedInAdmin;
}

/**
 * The set-up most HTTP spec files share: a portal started before the file's tests with one
 * admin of `role` signed in, and stopped after them. Its fields are there once the tests run.
 */
export const portalWithAdmin = (role: AdminRole): PortalWithAdmin => {
  const given = {} as PortalWithAdmin;
  beforeAll(async () => {
    given.portal = await startTestPortal();
    given.admin = await signedInAdmin(given.portal, role);
  });
  afterAll(async () => {
    await given.portal.destroy();
  });
  return given;
};
