import { z } from 'zod';
import { adminRoles } from '../../catalogue/admin-account-rules.js';
import { userViewSchema } from './user-view.js';

/** POST /api/users: 201 with the new account (never signed in, two-factor not set up). */
export const createUserAnswerSchema = z.strictObject({
  success: z.literal(true),
  user: userViewSchema,
});
export type CreateUserAnswer = z.infer<typeof createUserAnswerSchema>;

/** PUT /api/users/{id}: the account as it is now. */
export const updateUserAnswerSchema = z.strictObject({
  success: z.literal(true),
  user: z.strictObject({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role: z.enum(adminRoles),
    twofa_enabled: z.boolean(),
  }),
});
export type UpdateUserAnswer = z.infer<typeof updateUserAnswerSchema>;
