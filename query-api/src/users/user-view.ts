import type { UserView } from '@ghost/events/contract';
import type { AdminUserDoc } from '@ghost/projectors';

/** An admin as the Users screen shows them. */

export const toUserView = (doc: AdminUserDoc): UserView => ({
  id: doc.id,
  username: doc.username,
  email: doc.email,
  role: doc.role,
  last_login: doc.last_login,
  created_at: doc.created_at,
  twofa_enabled: doc.twofa_enabled,
  twofa_setup_at: doc.twofa_setup_at,
});
