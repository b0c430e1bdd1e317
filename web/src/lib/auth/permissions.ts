import type { AdminUser } from './admin-session';

type Role = AdminUser['role'];

// Compared as text: the auditor role is the contract's newest, and this reads either version.
const isAuditor = (role: Role) => (role as string) === 'auditor';

/**
 * Who may do what. The server enforces every rule; the screens only hide what
 * would be refused.
 */
export const permissions = {
  /** Settings screen and pricing management. */
  manageSettings: (role: Role) => role === 'super_admin',
  /** The audit log of who did what: super admins and auditors. */
  viewAudit: (role: Role) => role === 'super_admin' || isAuditor(role),
  /**
   * Setting a payment's status by hand (PATCH /transactions/{id}/status), outside the everyday
   * actions: super admins (as the Card Payments page says).
   */
  updateStatus: (role: Role) => role === 'super_admin',
  /** Auditors read what admins read and change nothing. */
  readOnly: (role: Role) => isAuditor(role),
  addUsers: (role: Role) => role === 'super_admin',
  /**
   * Admins edit their own e-mail (their password: Change password); super admins edit anyone;
   * auditors change no account (the server refuses it), their own included.
   */
  editUser: (role: Role, self: boolean) => role === 'super_admin' || (self && !isAuditor(role)),
  /** Nobody changes their own role; super admins change others', never another super admin's. */
  changeRole: (role: Role, self: boolean, targetRole: Role) =>
    role === 'super_admin' && !self && targetRole !== 'super_admin',
  /** Super admins delete admins, never themselves nor another super admin. */
  deleteUser: (role: Role, self: boolean, targetRole: Role) =>
    role === 'super_admin' && !self && targetRole !== 'super_admin',
} as const;
