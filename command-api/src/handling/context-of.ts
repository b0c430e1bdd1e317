import type { Context } from 'koa';
import { correlationIdOf, principalOf, visitorOf } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { beforeFirstWriteOf } from '../idempotency/claim-before-write.js';
import type { CommandContext } from './command-context.js';

/** The context of a command sent by an anonymous visitor. */
export const visitorContext = (
  ctx: Context,
  deps: Pick<CommandApiDeps, 'clock' | 'newId'>,
): CommandContext => ({
  actor: visitorOf(ctx),
  commandId: deps.newId(),
  correlationId: correlationIdOf(ctx),
  now: deps.clock(),
  ...beforeFirstWriteOf(ctx),
});

/** The context of a command sent by a signed-in admin (the route must require a session). */
export const adminContext = (
  ctx: Context,
  deps: Pick<CommandApiDeps, 'clock' | 'newId'>,
): CommandContext => {
  const principal = principalOf(ctx);
  return {
    actor: { kind: 'admin', id: principal.userId, username: principal.username, ip: ctx.ip },
    commandId: deps.newId(),
    correlationId: correlationIdOf(ctx),
    now: deps.clock(),
    ...beforeFirstWriteOf(ctx),
  };
};
