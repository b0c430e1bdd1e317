import { z } from 'zod';
import { maxTypedPasswordLength } from './login.js';

/**
 * POST /api/auth/change-password: the current password proves who asks; the new one must meet
 * the account rules (`passwordRules`, checked by the server with their message). The other
 * sessions of the account end; the answer is a `DoneAnswer`.
 */
export const changePasswordRequestSchema = z.strictObject({
  currentPassword: z.string().min(1).max(maxTypedPasswordLength),
  newPassword: z.string().max(maxTypedPasswordLength),
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
