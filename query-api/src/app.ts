import Router from '@koa/router';
import Koa from 'koa';
import { errorMiddleware } from '@ghost/events/http';
import { readYourWrites } from './consistency/read-your-writes.js';
import type { QueryApiDeps } from './deps.js';
import { cardPaymentRoutes } from './card-payments/routes.js';
import { healthRoutes } from './health/routes.js';
import { statsRoutes } from './stats/routes.js';
import { transactionRoutes } from './transactions/routes.js';

/** The read side: every GET of the portal, answered from read models. */
export const createQueryApi = (deps: QueryApiDeps): Koa => {
  const app = new Koa({ proxy: deps.behindProxy ?? false });
  const api = new Router({ prefix: '/api' });
  for (const routes of [
    healthRoutes(deps),
    statsRoutes(deps),
    cardPaymentRoutes(deps),
    transactionRoutes(deps),
  ]) {
    api.use(routes.routes());
  }

  app.use(
    errorMiddleware((error, where) => {
      deps.log.error({ err: error, where }, 'unexpected error');
    }),
  );
  app.use(readYourWrites(deps.progress));
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));
  return app;
};
