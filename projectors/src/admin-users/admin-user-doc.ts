import type { adminRoles } from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

/**
 * The `admin_users` read model: the admin spec's user entity, keyed by user id. A deleted account
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
}

export const adminUsersCollection = 'admin_users';
