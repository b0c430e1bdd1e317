import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Actor } from '../catalogue/metadata.js';
import { sentId } from './request-log.js';

/**
 * The request's correlation id, which the events it appends carry: the one the request log gave
 * it (and logged), else the one the caller sent (if it is a sane one), else a new one.
 */
export const correlationIdOf = (ctx: Context): string =>
  ctx.state.correlationId ?? sentId(ctx, 'x-correlation-id') ?? randomUUID();

/** An anonymous visitor, known only by the address the request came from. */
export const visitorOf = (ctx: Context): Actor => ({
  kind: 'visitor',
  id: 'anonymous',
  ip: ctx.ip,
});
