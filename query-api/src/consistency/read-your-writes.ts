import type { Middleware } from 'koa';
import { ValidationError } from '@ghost/events';
import type { ReadModelProgress } from '@ghost/projectors';

export const logPositionHeader = 'x-log-position';
export const maxWaitMs = 2000;

/**
 * A read that names the log position of a write it must see waits (at most 2 s) until the read
 * models have reached it, then answers and says in X-Caught-Up whether they had.
 */
export const readYourWrites =
  (progress: ReadModelProgress): Middleware =>
  async (ctx, next) => {
    const sent = ctx.get(logPositionHeader);
    if (sent !== '') {
      if (!/^\d{1,15}$/.test(sent))
        throw new ValidationError('X-Log-Position', 'X-Log-Position must be a log position');
      const caughtUp = await progress.waitFor(Number(sent), maxWaitMs);
      ctx.set('X-Caught-Up', String(caughtUp));
    }
    await next();
  };
