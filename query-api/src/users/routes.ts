import Router from '@koa/router';
import { readerRoles } from '@ghost/events';
import { requireRole, requireSession } from '@ghost/events/http';
import { adminUsersCollection, type AdminUserDoc } from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toUserView } from './user-view.js';

export const userRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();

  /** Every admin account, oldest first (an array, as the web client reads it). */
  router.get(
    '/users',
    requireSession(deps.authenticator),
    requireRole(...readerRoles),
    async (ctx) => {
      const docs = await deps.readStore.find<AdminUserDoc>(
        adminUsersCollection,
        { deleted_at: null },
        { sort: { created_at: 1, _id: 1 } },
      );
      ctx.set('Cache-Control', 'no-store');
      ctx.body = docs.map(toUserView);
    },
  );

  return router;
};
