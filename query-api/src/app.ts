import Router from '@koa/router';
import Koa from 'koa';
import {
  errorMiddleware,
  logAppErrors,
  perAddressLimit,
  requestLog,
  trustNoProxy,
  trustedClientAddress,
} from '@ghost/events/http';
import { apiDocsRoutes } from './api-docs/routes.js';
import { EventLogIndex } from './audit/event-log-index.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { readYourWrites } from './consistency/read-your-writes.js';
import type { QueryApiDeps } from './deps.js';
import { cardPaymentRoutes } from './card-payments/routes.js';
import { healthRoutes } from './health/routes.js';
import { liveRoutes } from './live/routes.js';
import { pricingRoutes } from './pricing/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { statsRoutes } from './stats/routes.js';
import { transactionRoutes } from './transactions/routes.js';
import { userRoutes } from './users/routes.js';

/** Tracking lookups a visitor's address may make per minute, unless configured otherwise. */
export const defaultTrackingPerMinute = 120;

/** The path as the router matches it: any case, trailing slashes optional. */
const routedPath = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** The read side: every GET of the portal, answered from read models. */
export const createQueryApi = (deps: QueryApiDeps): Koa => {
  // Koa's own X-Forwarded-For reading is off: `trustedClientAddress` names the caller, through
  // the proxies TRUST_PROXY trusts only, so a caller cannot pick its address for the rate limits
  // and the sign-in lockout by sending the header itself.
  const app = logAppErrors(new Koa({ proxy: false }), deps.log);
  const api = new Router({ prefix: '/api' });
  const audit = deps.audit;
  const logIndex = audit ? new EventLogIndex(audit.log, deps.log) : undefined;
  for (const routes of [
    healthRoutes(deps),
    statsRoutes(deps),
    cardPaymentRoutes(deps),
    transactionRoutes(deps),
    settingsRoutes(deps),
    pricingRoutes(deps),
    authRoutes(deps),
    userRoutes(deps),
    liveRoutes(deps, logIndex),
    apiDocsRoutes(),
    ...(audit && logIndex ? [auditRoutes(deps, audit, logIndex)] : []),
  ]) {
    api.use(routes.routes());
  }

  app.use(trustedClientAddress(deps.trustProxy ?? trustNoProxy));
  app.use(
    requestLog({
      service: 'query-api',
      log: deps.log,
      ...(deps.metrics && { answered: deps.metrics.answered.bind(deps.metrics) }),
    }),
  );
  app.use(
    errorMiddleware(
      (error, where) => {
        deps.log.error({ err: error, where }, 'unexpected error');
      },
      // The stream a conflict was on, and such: for the operator, never in the answer.
      (context, refusal, where) => {
        deps.log.warn({ ...context, code: refusal.code, where }, 'a request was refused');
      },
    ),
  );
  // The tracking page is public, and a payment ID its only key: lookups are limited per address.
  app.use(
    perAddressLimit({
      name: 'tracking',
      perMinute: deps.trackingPerMinute ?? defaultTrackingPerMinute,
      applies: (ctx) => routedPath(ctx.path).startsWith('/api/transactions/track/'),
    }),
  );
  app.use(readYourWrites(deps.progress));
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));
  return app;
};
