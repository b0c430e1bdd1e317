import type { adminRoles } from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

/**
 * The `admin_users` read model: the staff accounts, keyed by user id. A deleted account
 * stays as a tombstone (`deleted_at`), so replaying its events can never bring it back.
 */
export interface AdminUserDoc extends Doc {
  id: string;
  username: string;
  email: string | null;
  role: (typeof adminRoles)[number];
  created_at: string;
  last_login: string | null;
  twofa_enabled: boolean;
  twofa_setup_at: string | null;
  deleted_at: string | null;
  /**
   * Until when the account's one-time password (set by the first start, the admin CLI or a super
   * admin) may be used; null once its holder chose their own. While set, its sessions reach only
   * the password change (see PASSWORD_CHANGE_REQUIRED). Absent in documents of older stores.
   */
  password_one_time_until?: string | null;
}

export const adminUsersCollection = 'admin_users';
