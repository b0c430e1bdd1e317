import Router from '@koa/router';
import { DomainError } from '@ghost/events';
import type { MeAnswer } from '@ghost/events/contract';
import { principalOf, requireSession, type Principal } from '@ghost/events/http';
import { adminUsersCollection, type AdminUserDoc } from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';

/** The end of the session's step-up while it lasts, else null. */
const raisedUntil = (principal: Principal, now: Date): string | null =>
  principal.steppedUpUntil !== null && Date.parse(principal.steppedUpUntil) > now.getTime()
    ? principal.steppedUpUntil
    : null;

export const authRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();

  /**
   * The signed-in admin and their session; reachable before two-factor is set up and while a
   * one-time password waits to be changed.
   */
  router.get(
    '/auth/me',
    requireSession(deps.authenticator, {
      allowWithoutTwoFactor: true,
      allowWhilePasswordMustChange: true,
    }),
    async (ctx) => {
      const principal = principalOf(ctx);
      const doc = await deps.readStore.findOne<AdminUserDoc>(adminUsersCollection, {
        _id: principal.userId,
      });
      if (!doc) throw new DomainError('TOKEN_EXPIRED');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        user: {
          id: doc.id,
          username: doc.username,
          email: doc.email,
          role: doc.role,
          lastLogin: doc.last_login,
          created_at: doc.created_at,
          twofa_enabled: doc.twofa_enabled,
          twofa_setup_at: doc.twofa_setup_at,
          password_change_required: principal.passwordChangeRequired,
        },
        expiresAt: principal.expiresAt,
        steppedUpUntil: raisedUntil(principal, deps.clock()),
      } satisfies MeAnswer;
    },
  );

  return router;
};
