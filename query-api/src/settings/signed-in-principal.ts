import type { Context } from 'koa';
import { isDomainError } from '@ghost/events';
import { requireSession, type Authenticator, type Principal } from '@ghost/events/http';

/**
 * The signed-in admin of a request to a public endpoint, or null. A missing, stale or
 * half-set-up session is not an error here: the public answer is given instead, so a visitor's
 * browser holding an old admin token still loads the portal.
 */
export const signedInPrincipal = async (
  ctx: Context,
  authenticator: Authenticator,
): Promise<Principal | null> => {
  if (ctx.get('authorization') === '') return null;
  try {
    await requireSession(authenticator)(ctx, () => Promise.resolve());
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
  return ctx.state.principal ?? null;
};
