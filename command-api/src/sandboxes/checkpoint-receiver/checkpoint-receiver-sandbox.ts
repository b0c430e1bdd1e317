import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { z } from 'zod';
import { signedCheckpointSchema } from '@ghost/events';
import { errorMiddleware, parseInput } from '@ghost/events/http';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';

/** Where the receiver takes checkpoints. */
export const checkpointReceiverPath = '/checkpoints';

const publishedSchema = signedCheckpointSchema.extend({
  signature: z.string().min(1).max(200),
  position: z.int().nonnegative(),
});
export type ReceivedCheckpoint = z.infer<typeof publishedSchema>;

export interface CheckpointReceiverSandbox {
  app: Koa;
  /** Each checkpoint once (by its event count), in the order first received. */
  checkpoints: ReceivedCheckpoint[];
  faults: FaultPlan;
}

/**
 * A local stand-in for the place checkpoints are published to (a transparency log, an archive of
 * another system): takes `POST /checkpoints` with the bearer token it was given, keeps each
 * checkpoint once, and lists them at `GET /__sandbox/checkpoints`. `/__sandbox/faults` makes it
 * fail or hang, as the other sandboxes do.
 */
export const createCheckpointReceiverSandbox = (options: {
  token: string | null;
}): CheckpointReceiverSandbox => {
  const checkpoints: ReceivedCheckpoint[] = [];
  const faults = new FaultPlan();
  const router = new Router();

  router.post(checkpointReceiverPath, (ctx) => {
    if (options.token !== null && ctx.get('authorization') !== `Bearer ${options.token}`) {
      ctx.status = 401;
      ctx.body = { error: 'unknown publisher' };
      return;
    }
    const checkpoint = parseInput(publishedSchema, ctx.request.body);
    const known = checkpoints.some((kept) => kept.eventCount === checkpoint.eventCount);
    if (!known) checkpoints.push(checkpoint);
    ctx.body = { received: true, duplicate: known };
  });
  router.get('/__sandbox/checkpoints', (ctx) => {
    ctx.body = checkpoints;
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '16kb' }));
  app.use(actOutFaults(faults, (path) => path === checkpointReceiverPath));
  app.use(faultControlRoutes(faults).routes());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, checkpoints, faults };
};
