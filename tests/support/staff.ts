import { signedInAdmin, type SignedInAdmin } from './admins.js';
import type { TestPortal } from './test-portal.js';

/** The callers of an admin test, each signed in for real through POST /api/auth/login. */
export interface Staff {
  superAdmin: SignedInAdmin;
  admin: SignedInAdmin;
  /** A super admin who has not set up two-factor yet: reaches only the 2FA calls and /auth/me. */
  withoutTwoFactor: SignedInAdmin;
}

/** Signs the staff in, once per spec file (in beforeAll); their sessions last 4 hours. */
export const signInStaff = async (portal: TestPortal): Promise<Staff> => {
  const [superAdmin, admin, withoutTwoFactor] = await Promise.all([
    signedInAdmin(portal, 'super_admin'),
    signedInAdmin(portal, 'admin'),
    signedInAdmin(portal, 'super_admin', { twoFactor: false }),
  ]);
  return { superAdmin, admin, withoutTwoFactor };
};
