import { z } from 'zod';
import { adminRoles } from '../../catalogue/admin-account-rules.js';

/**
 * The texts of an account are checked by the server against the account rules
 * (`usernameProblem`, `passwordProblem`, `emailProblem`), each refused with its code and
 * message; here only their size is bounded.
 */
const accountText = z.string().max(1024);

/** POST /api/users (super admins). Missing texts count as empty, so the rules name them. */
export const createUserRequestSchema = z.strictObject({
  username: accountText.default(''),
  email: accountText.nullish(),
  password: accountText.default(''),
  role: z.enum(adminRoles).default('admin'),
});
export type CreateUserRequest = z.output<typeof createUserRequestSchema>;
export type CreateUserRequestBody = z.input<typeof createUserRequestSchema>;

/**
 * PUT /api/users/{id}: a super admin edits any account, an admin only their own e-mail and
 * password. The username never changes (it may be sent again unchanged); an empty password
 * keeps the password.
 */
export const updateUserRequestSchema = z.strictObject({
  username: accountText.optional(),
  email: accountText.nullish(),
  role: z.enum(adminRoles).optional(),
  password: accountText.optional(),
});
export type UpdateUserRequest = z.output<typeof updateUserRequestSchema>;
export type UpdateUserRequestBody = z.input<typeof updateUserRequestSchema>;
