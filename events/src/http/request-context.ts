import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import type { Actor } from '../catalogue/metadata.js';

const safeId = /^[A-Za-z0-9._:-]{1,100}$/;

/** The correlation id a caller sent (if it is a sane one), else a new one. */
export const correlationIdOf = (ctx: Context): string => {
  const sent = ctx.get('x-correlation-id');
  return safeId.test(sent) ? sent : randomUUID();
};

/** An anonymous visitor, known only by the address the request came from. */
export const visitorOf = (ctx: Context): Actor => ({
  kind: 'visitor',
  id: 'anonymous',
  ip: ctx.ip,
});
