import Router, { type RouterContext } from '@koa/router';
import type { z } from 'zod';
import {
  emptyBodySchema,
  notesBodySchema,
  reasonBodySchema,
  statusBodySchema,
  type PayGateVerifyAnswer,
  type RevealCodesAnswer,
  type SubscriptionCheckAnswer,
  type TransactionActionAnswer,
} from '@ghost/events/contract';
import { parseInput, paymentIdParam, requireRole, requireSession } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { adminContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import { actOnTransaction } from './act-on-transaction.js';
import { checkCardPayment } from './check-card-payment.js';
import { checkSubscription } from './check-subscription.js';
import { revealGiftCardCodes } from './reveal-gift-card-codes.js';
import type { TransactionCommand } from './transaction-commands.js';

/**
 * The admin actions on a payment. Every admin may act; setting a status
 * by hand, outside the everyday actions, is for super admins.
 */
export const transactionActionRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();
  const admins = [requireSession(deps.authenticator), requireRole('admin', 'super_admin')];
  const superAdmins = [requireSession(deps.authenticator), requireRole('super_admin')];

  const paymentIdOf = (ctx: RouterContext) => paymentIdParam(ctx.params.id);

  const act =
    <Schema extends z.ZodType>(
      schema: Schema,
      commandOf: (body: z.infer<Schema>) => TransactionCommand,
    ) =>
    async (ctx: RouterContext) => {
      const paymentId = paymentIdOf(ctx);
      const command = commandOf(parseInput(schema, ctx.request.body));
      const answer = await actOnTransaction(
        deps.eventStore,
        paymentId,
        command,
        adminContext(ctx, deps),
      );
      exposePosition(ctx, answer.position);
      ctx.body = { success: true, ...answer } satisfies TransactionActionAnswer;
    };

  router.post(
    '/transactions/:id/verify-payment',
    ...admins,
    act(notesBodySchema, ({ notes }) => ({ kind: 'VerifyPayment', notes: notes ?? null })),
  );
  router.post(
    '/transactions/:id/mark-failed',
    ...admins,
    act(reasonBodySchema, ({ reason }) => ({ kind: 'MarkFailed', reason })),
  );
  router.post(
    '/transactions/:id/update-subscription',
    ...admins,
    act(notesBodySchema, ({ notes }) => ({ kind: 'UpdateSubscription', notes: notes ?? null })),
  );
  router.post(
    '/transactions/:id/force-verify-card',
    ...admins,
    act(notesBodySchema, ({ notes }) => ({ kind: 'ForceVerifyCard', notes: notes ?? null })),
  );
  router.post(
    '/transactions/:id/mark-card-failed',
    ...admins,
    act(reasonBodySchema, ({ reason }) => ({ kind: 'MarkCardFailed', reason })),
  );
  router.patch(
    '/transactions/:id/status',
    ...superAdmins,
    act(statusBodySchema, ({ status, notes }) => ({ kind: 'OverrideStatus', to: status, notes })),
  );

  // Gift-card codes are cash: shown in the clear to an admin who asks, never to an auditor, and
  // each reveal is recorded. The answer is neither cached nor kept by an Idempotency-Key replay.
  router.post('/transactions/:id/reveal-codes', ...admins, async (ctx) => {
    const paymentId = paymentIdOf(ctx);
    parseInput(emptyBodySchema, ctx.request.body ?? {});
    const { codes, position } = await revealGiftCardCodes(
      { eventStore: deps.eventStore, secretBox: deps.secretBox },
      paymentId,
      adminContext(ctx, deps),
    );
    exposePosition(ctx, position);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, paymentId, codes, position } satisfies RevealCodesAnswer;
  });

  router.post('/payments/card/paygate-verify/:id', ...admins, async (ctx) => {
    const paymentId = paymentIdOf(ctx);
    parseInput(emptyBodySchema, ctx.request.body);
    const answer = await checkCardPayment(
      {
        eventStore: deps.eventStore,
        cardProcessor: deps.cardProcessor,
        toleranceBasisPoints: deps.cardCallbacks.toleranceBasisPoints,
        onProcessorFailure: (error) => {
          deps.log.error({ err: error, paymentId }, 'the card processor could not be asked');
        },
      },
      paymentId,
      adminContext(ctx, deps),
    );
    exposePosition(ctx, answer.position);
    ctx.body = { success: true, paymentId, ...answer } satisfies PayGateVerifyAnswer;
  });

  router.post('/payments/check-subscription-status/:id', ...admins, async (ctx) => {
    const paymentId = paymentIdOf(ctx);
    parseInput(emptyBodySchema, ctx.request.body);
    const answer = await checkSubscription(
      { eventStore: deps.eventStore, subscriptionFulfilment: deps.subscriptionFulfilment },
      paymentId,
      adminContext(ctx, deps),
    );
    exposePosition(ctx, answer.position);
    ctx.body = { success: true, paymentId, ...answer } satisfies SubscriptionCheckAnswer;
  });

  return router;
};
