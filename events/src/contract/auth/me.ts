import { z } from 'zod';
import { adminRoles } from '../../catalogue/admin-account-rules.js';
import { timestamp } from '../common/answer-parts.js';

/** GET /api/auth/me: the signed-in admin and when their session ends. */
export const meAnswerSchema = z.strictObject({
  user: z.strictObject({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    role: z.enum(adminRoles),
    lastLogin: timestamp.nullable(),
    created_at: timestamp,
    twofa_enabled: z.boolean(),
    twofa_setup_at: timestamp.nullable(),
    /**
     * The account holds a one-time password someone else set: its sessions reach nothing but
     * the password change (PASSWORD_CHANGE_REQUIRED) until it is changed.
     */
    password_change_required: z.boolean(),
  }),
  expiresAt: timestamp,
  /** Until when this session may make the sensitive changes (step-up); null: it may not now. */
  steppedUpUntil: timestamp.nullable(),
});
export type MeAnswer = z.infer<typeof meAnswerSchema>;
