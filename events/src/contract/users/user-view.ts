import { z } from 'zod';
import { adminRoles } from '../../catalogue/admin-account-rules.js';
import { timestamp } from '../common/answer-parts.js';

/** An admin as the Users screen shows them. */
export const userViewSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(adminRoles),
  last_login: timestamp.nullable(),
  created_at: timestamp,
  twofa_enabled: z.boolean(),
  twofa_setup_at: timestamp.nullable(),
});
export type UserView = z.infer<typeof userViewSchema>;

/** GET /api/users: every account, oldest first. */
export const userListAnswerSchema = z.array(userViewSchema);
export type UserListAnswer = z.infer<typeof userListAnswerSchema>;
