import Router from '@koa/router';
import Koa from 'koa';
import {
  errorMiddleware,
  jsonBody,
  logAppErrors,
  perAddressLimit,
  requestLog,
  trustNoProxy,
  trustedClientAddress,
} from '@ghost/events/http';
import { identityDepsOf } from './admins/identity-deps.js';
import { auditRoutes } from './audit/routes.js';
import { cryptoQuoteRoutes } from './crypto-proof/quote-routes.js';
import { userRoutes } from './admins/routes.js';
import { authRoutes } from './auth/routes.js';
import type { CommandApiDeps } from './deps.js';
import { idempotency } from './idempotency/idempotency-middleware.js';
import { cardCallbackPath, cardCallbackRoutes } from './integrations/paygate/callback-route.js';
import { cardCallbackHandler } from './payments/card-callback-handler.js';
import { transactionActionRoutes } from './payments/admin-routes.js';
import { paymentRoutes } from './payments/routes.js';
import { pricingRoutes } from './pricing/routes.js';
import { settingsRoutes } from './settings/routes.js';

/** Submissions a visitor's address may make per minute, unless configured otherwise. */
export const defaultSubmissionsPerMinute = 20;

/**
 * Card processor callbacks one address may send per minute, unless configured otherwise: the
 * processor calls back once per payment (again after a 503), far below this; a flood of forged
 * callbacks is cut off.
 */
export const defaultCardCallbacksPerMinute = 120;

/**
 * Crypto quotes a visitor's address may ask for per minute, unless configured otherwise: more
 * than submissions (a payer may try several coins), few enough that nobody can hold the amounts
 * that name payments by asking for quotes in a loop.
 */
export const defaultQuotesPerMinute = 30;

const quotePath = '/api/crypto/quotes';

/** The visitors' writes: a submission, a card payment's wallet. */
const submissionPaths = new Set(['/api/transactions', '/api/payments/card/create-wallet']);

/** The path as the router matches it: any case, trailing slashes optional. */
const routedPath = (path: string) => path.toLowerCase().replace(/\/+$/, '');

/** The write side: every command of the portal, under /api. */
export const createCommandApi = (deps: CommandApiDeps): Koa => {
  // Koa's own X-Forwarded-For reading is off: `trustedClientAddress` names the caller, through
  // the proxies TRUST_PROXY trusts only, so a caller cannot pick its address for the rate limits
  // and the sign-in lockout by sending the header itself.
  const app = logAppErrors(new Koa({ proxy: false }), deps.log);
  const api = new Router({ prefix: '/api' });
  const identity = identityDepsOf(deps);
  for (const routes of [
    paymentRoutes(deps),
    cryptoQuoteRoutes(deps),
    cardCallbackRoutes({
      handler: cardCallbackHandler(deps),
      processor: deps.cardProcessor,
      tokens: deps.cardCallbacks.links.tokens,
      toleranceBasisPoints: deps.cardCallbacks.toleranceBasisPoints,
      clock: deps.clock,
      log: deps.log,
    }),
    transactionActionRoutes(deps),
    settingsRoutes(deps),
    pricingRoutes(deps),
    authRoutes(deps, identity),
    userRoutes(deps, identity),
    auditRoutes(deps),
  ]) {
    api.use(routes.routes());
  }

  app.use(trustedClientAddress(deps.trustProxy ?? trustNoProxy));
  app.use(
    requestLog({
      service: 'command-api',
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
  // Before the body is read: a refused request costs nothing.
  app.use(
    perAddressLimit({
      name: 'submissions',
      perMinute: deps.submissionsPerMinute ?? defaultSubmissionsPerMinute,
      applies: (ctx) => ctx.method === 'POST' && submissionPaths.has(routedPath(ctx.path)),
    }),
  );
  app.use(
    perAddressLimit({
      name: 'card-callbacks',
      perMinute: deps.cardCallbacksPerMinute ?? defaultCardCallbacksPerMinute,
      applies: (ctx) =>
        (ctx.method === 'GET' || ctx.method === 'HEAD') &&
        routedPath(ctx.path) === `/api${cardCallbackPath}`,
    }),
  );
  app.use(
    perAddressLimit({
      name: 'quotes',
      perMinute: deps.quotesPerMinute ?? defaultQuotesPerMinute,
      applies: (ctx) => ctx.method === 'POST' && routedPath(ctx.path) === quotePath,
    }),
  );
  app.use(jsonBody());
  app.use(idempotency(deps));
  app.use(api.routes());
  app.use(api.allowedMethods({ throw: true }));
  return app;
};
