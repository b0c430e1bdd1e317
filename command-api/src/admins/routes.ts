import Router from '@koa/router';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  type CreateUserAnswer,
  type DoneAnswer,
  type UpdateUserAnswer,
} from '@ghost/events/contract';
import { parseInput, principalOf, requireRole, requireSession } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { adminContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import { createAdmin } from './create-admin.js';
import { deleteAdmin } from './delete-admin.js';
import type { ServiceIdentityDeps } from './identity-deps.js';
import { updateAdmin } from './update-admin.js';
import { acceptUserId } from './user-id.js';
import { actingAdminOf } from './acting-admin.js';

/** POST/PUT/DELETE /api/users: admin accounts (the list is a read, on the query side). */
export const userRoutes = (deps: CommandApiDeps, identity: ServiceIdentityDeps): Router => {
  const router = new Router();
  const signedIn = requireSession(deps.authenticator);

  const actingAdmin = (ctx: Parameters<typeof principalOf>[0]) =>
    actingAdminOf(principalOf(ctx), deps.clock());

  router.post('/users', signedIn, requireRole('super_admin'), async (ctx) => {
    const request = parseInput(createUserRequestSchema, ctx.request.body);
    const { user, position } = await createAdmin(identity, request, adminContext(ctx, deps), {
      by: actingAdmin(ctx),
    });
    exposePosition(ctx, position);
    ctx.status = 201;
    ctx.body = { success: true, user } satisfies CreateUserAnswer;
  });

  // An admin reaches this for their own account only; the account's rules say what is allowed.
  router.put('/users/:id', signedIn, requireRole('admin', 'super_admin'), async (ctx) => {
    const userId = acceptUserId(ctx.params.id ?? '');
    const request = parseInput(updateUserRequestSchema, ctx.request.body);
    const { account, position } = await updateAdmin(
      identity,
      actingAdmin(ctx),
      userId,
      request,
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.body = {
      success: true,
      user: {
        id: account.userId,
        username: account.username,
        email: account.email,
        role: account.role,
        twofa_enabled: account.twoFactor.enabled,
      },
    } satisfies UpdateUserAnswer;
  });

  router.delete('/users/:id', signedIn, requireRole('super_admin'), async (ctx) => {
    const userId = acceptUserId(ctx.params.id ?? '');
    exposePosition(
      ctx,
      await deleteAdmin(identity, actingAdmin(ctx), userId, adminContext(ctx, deps)),
    );
    ctx.body = { success: true, message: 'User deleted' } satisfies DoneAnswer;
  });

  return router;
};
