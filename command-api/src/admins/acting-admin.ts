import type { Principal } from '@ghost/events/http';
import type { ActingAdmin } from './admin-commands.js';

/** The signed-in admin as the account rules see them, with whether their session is raised now. */
export const actingAdminOf = (principal: Principal, now: Date): ActingAdmin => ({
  userId: principal.userId,
  role: principal.role,
  sessionId: principal.sessionId,
  steppedUp:
    principal.steppedUpUntil !== null && Date.parse(principal.steppedUpUntil) > now.getTime(),
});
