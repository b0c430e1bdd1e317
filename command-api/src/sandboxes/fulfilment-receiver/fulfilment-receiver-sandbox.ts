import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import { errorMiddleware } from '@ghost/events/http';
import {
  verifyWebhookSignature,
  webhookHeaders,
  type SignatureCheck,
} from '../../integrations/fulfilment/webhook-signature.js';
import { actOutFaults, faultControlRoutes, FaultPlan } from '../faults/fault-plan.js';

/** Where the receiver takes webhooks. */
export const fulfilmentReceiverPath = '/subscription-updates';

/** One request the receiver got, and what it answered (null: the caller gave up first). */
export interface ReceivedWebhook {
  receivedAt: Date;
  eventId: string | null;
  signature: SignatureCheck;
  body: string;
  answered: number | null;
  /** The event id was already accepted once: acknowledged again, not applied again. */
  duplicate: boolean;
}

export interface FulfilmentReceiverSandbox {
  app: Koa;
  received: ReceivedWebhook[];
  /** Event ids applied, once each. */
  applied: Set<string>;
  faults: FaultPlan;
}

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * A local fulfilment service: checks each webhook's signature and timestamp, applies each event
 * id once, and records every request with its answer. `/__sandbox/faults` makes it fail with a
 * status or hold requests past the caller's timeout; `/__sandbox/received` lists what it got.
 */
export const createFulfilmentReceiverSandbox = (options: {
  secret: Buffer;
  clock?: () => Date;
}): FulfilmentReceiverSandbox => {
  const clock = options.clock ?? (() => new Date());
  const received: ReceivedWebhook[] = [];
  const applied = new Set<string>();
  const faults = new FaultPlan();
  const router = new Router();

  router.post(fulfilmentReceiverPath, (ctx) => {
    const entry = ctx.state.webhook as ReceivedWebhook;
    if (!entry.signature.valid) {
      ctx.status = 401;
      ctx.body = { error: `signature ${entry.signature.reason}` };
      return;
    }
    if (!entry.eventId) {
      ctx.status = 400;
      ctx.body = { error: 'no event id' };
      return;
    }
    entry.duplicate = applied.has(entry.eventId);
    applied.add(entry.eventId);
    ctx.body = { received: true, eventId: entry.eventId, duplicate: entry.duplicate };
  });

  router.get('/__sandbox/received', (ctx) => {
    ctx.body = received;
  });

  const app = new Koa();
  app.use(errorMiddleware(() => undefined));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '64kb' }));
  // Every request to the webhook path is recorded, faults included, with the answer it got.
  app.use(async (ctx, next) => {
    if (ctx.path !== fulfilmentReceiverPath) {
      await next();
      return;
    }
    // Not set when the body was not JSON: such a request is recorded with an empty body.
    const raw: unknown = ctx.request.rawBody;
    const body = typeof raw === 'string' ? raw : '';
    const entry: ReceivedWebhook = {
      receivedAt: clock(),
      eventId: header(ctx.headers[webhookHeaders.eventId]) ?? null,
      signature: verifyWebhookSignature({
        secret: options.secret,
        body,
        timestamp: header(ctx.headers[webhookHeaders.timestamp]),
        signature: header(ctx.headers[webhookHeaders.signature]),
        now: clock(),
      }),
      body,
      answered: null,
      duplicate: false,
    };
    received.push(entry);
    ctx.state.webhook = entry;
    await next();
    entry.answered = ctx.res.destroyed ? null : ctx.status;
  });
  app.use(actOutFaults(faults, (path) => path === fulfilmentReceiverPath));
  app.use(faultControlRoutes(faults).routes());
  app.use(router.routes());
  app.use(router.allowedMethods());
  return { app, received, applied, faults };
};
