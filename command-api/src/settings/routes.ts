import Router from '@koa/router';
import type { SettingsUpdateAnswer } from '@ghost/events/contract';
import { principalOf, requireRole, requireSession } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { adminContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import { actingAdminOf } from '../admins/acting-admin.js';
import { changeSettings } from './change-settings.js';
import { parseSettingsUpdate } from './parse-settings-update.js';

export const settingsRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();

  router.put(
    '/settings',
    requireSession(deps.authenticator),
    requireRole('super_admin'),
    async (ctx) => {
      const update = parseSettingsUpdate(ctx.request.body);
      const principal = principalOf(ctx);
      const answer = await changeSettings(
        deps.eventStore,
        update,
        {
          userId: principal.userId,
          username: principal.username,
          steppedUp: actingAdminOf(principal, deps.clock()).steppedUp,
        },
        adminContext(ctx, deps),
      );
      exposePosition(ctx, answer.position);
      ctx.body = { success: true, ...answer } satisfies SettingsUpdateAnswer;
    },
  );

  return router;
};
