import type { Context } from 'koa';
import { correlationIdOf, visitorOf } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
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
});
