import Router from '@koa/router';
import type { QueryApiDeps } from '../deps.js';

export const healthRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const report = await deps.health();
    ctx.status = report.status === 'ok' ? 200 : 503;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = report;
  });
  return router;
};
