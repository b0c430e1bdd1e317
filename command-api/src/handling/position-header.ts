import type { Context } from 'koa';
import type { GlobalPosition } from '@ghost/events';

/** The header that carries a write's log position to the reads that must see it. */
export const logPositionHeader = 'X-Log-Position';

export const exposePosition = (ctx: Context, position: GlobalPosition | null): void => {
  if (position !== null) ctx.set(logPositionHeader, String(position));
};
