import { randomUUID } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { accessLogOf, type Logger } from '../logging/logger.js';
import type { AnsweredRequest } from '../observability/metrics.js';

declare module 'koa' {
  interface DefaultState {
    /** This request's id: the caller's X-Request-Id when it is a sane one, else a new one. */
    requestId?: string;
    /** Goes into the metadata of every event this request appends (X-Correlation-Id). */
    correlationId?: string;
  }
}

const saneId = /^[A-Za-z0-9._:-]{1,100}$/;

/** A request or correlation id fit to log and to record: short, and of plain characters. */
export const isSaneId = (id: unknown): id is string => typeof id === 'string' && saneId.test(id);

/** An id a caller (or the gateway) sent in a header, if it is a sane one. */
export const sentId = (ctx: Context, header: string): string | null => {
  const sent = ctx.get(header);
  return isSaneId(sent) ? sent : null;
};

/** Who asked, as far as the service knows once it answered: the signed-in admin, else a visitor. */
const actorOf = (ctx: Context) => {
  const principal = ctx.state.principal;
  return principal
    ? { kind: 'admin', id: principal.userId, username: principal.username, ip: ctx.ip }
    : { kind: 'visitor', ip: ctx.ip };
};

/** The route as registered (`/api/transactions/:id`): a path would name every payment. */
const routeOf = (ctx: Context): string => {
  const matched = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  return typeof matched === 'string' ? matched : 'unmatched';
};

/**
 * The first middleware of a service: gives the request its ids (answered in X-Request-Id and
 * X-Correlation-Id), then logs one JSON line once it is answered (request id, correlation id,
 * actor, method, route, status, duration) and reports it to the metrics. Never a body, a query
 * string or a header: they carry passwords, codes, tokens and PINs. The line is built from these
 * known fields alone, so it is written without a redaction pass (accessLogOf), and asynchronously.
 */
export const requestLog = (options: {
  service: string;
  log: Logger;
  answered?: (request: AnsweredRequest) => void;
}): Middleware => {
  const access = accessLogOf(options.log);
  const { service, answered } = options;
  return async (ctx, next) => {
    const started = performance.now();
    const requestId = sentId(ctx, 'x-request-id') ?? randomUUID();
    const correlationId = sentId(ctx, 'x-correlation-id') ?? requestId;
    ctx.state.requestId = requestId;
    ctx.state.correlationId = correlationId;
    ctx.set('X-Request-Id', requestId);
    ctx.set('X-Correlation-Id', correlationId);
    try {
      await next();
    } finally {
      const ms = performance.now() - started;
      const route = routeOf(ctx);
      const { method, status } = ctx;
      answered?.({ service, method, route, status, seconds: ms / 1000 });
      access.info(
        {
          requestId,
          correlationId,
          actor: actorOf(ctx),
          service,
          method,
          route,
          status,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    }
  };
};
