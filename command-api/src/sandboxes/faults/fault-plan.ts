import Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import { parseInput } from '@ghost/events/http';

/**
 * A failure a sandbox is told to act out: wait `delayMs` first (longer than the caller's timeout
 * makes it a timeout), then answer `status` instead of the real answer, or the real answer when
 * no status is given.
 */
export const faultSchema = z.strictObject({
  status: z.int().min(100).max(599).optional(),
  body: z.string().max(10_000).optional(),
  delayMs: z.int().min(0).max(120_000).optional(),
  /** How many requests it applies to; absent: every request until cleared. */
  times: z.int().min(1).max(1000).optional(),
});
export type Fault = z.infer<typeof faultSchema>;

/** The faults a sandbox is to act out, in order: counted ones first, then a standing one. */
export class FaultPlan {
  private counted: { fault: Fault; left: number }[] = [];
  private standing: Fault | null = null;

  add(fault: Fault): void {
    if (fault.times === undefined) this.standing = fault;
    else this.counted.push({ fault, left: fault.times });
  }

  clear(): void {
    this.counted = [];
    this.standing = null;
  }

  /** The fault for the next request, if any; a counted one is used up by it. */
  take(): Fault | null {
    const head = this.counted[0];
    if (head) {
      head.left -= 1;
      if (head.left === 0) this.counted.shift();
      return head.fault;
    }
    return this.standing;
  }
}

/** Acts out the plan's next fault on requests `applies` selects; the others pass untouched. */
export const actOutFaults =
  (plan: FaultPlan, applies: (path: string) => boolean): Middleware =>
  async (ctx, next) => {
    const fault = applies(ctx.path) ? plan.take() : null;
    if (!fault) {
      await next();
      return;
    }
    if (fault.delayMs) {
      const delayMs = fault.delayMs;
      // Ends early when the caller gives up, so a held request never outlives its caller.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        ctx.res.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
      if (ctx.res.destroyed || ctx.res.writableEnded) return;
    }
    if (fault.status === undefined) {
      await next();
      return;
    }
    ctx.status = fault.status;
    ctx.body = fault.body ?? { error: `sandbox fault: HTTP ${fault.status}` };
  };

/** `POST /__sandbox/faults` adds a fault, `DELETE /__sandbox/faults` clears them. */
export const faultControlRoutes = (plan: FaultPlan): Router => {
  const router = new Router({ prefix: '/__sandbox/faults' });
  router.post('/', (ctx) => {
    plan.add(parseInput(faultSchema, ctx.request.body));
    ctx.status = 204;
  });
  router.delete('/', (ctx) => {
    plan.clear();
    ctx.status = 204;
  });
  return router;
};
