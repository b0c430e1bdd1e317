import Router from '@koa/router';
import { parseInput } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { visitorContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import { assertPaymentMethodEnabled } from '../settings/payment-method-switches.js';
import { submissionRequestSchema } from './submission-request.js';
import { submitPayment } from './submit-payment.js';

export const paymentRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();

  router.post('/transactions', async (ctx) => {
    const request = parseInput(submissionRequestSchema, ctx.request.body);
    await assertPaymentMethodEnabled(deps.paymentMethods, request.payment_method);
    const answer = await submitPayment(
      {
        eventStore: deps.eventStore,
        priceBook: deps.priceBook,
        onCompensationFailure: (error, key) => {
          deps.log.error({ err: error, key }, 'a reservation could not be released');
        },
      },
      request,
      visitorContext(ctx, deps),
    );
    exposePosition(ctx, answer.position);
    ctx.status = 201;
    ctx.set('Location', `/api/transactions/track/${answer.paymentId}`);
    ctx.body = { success: true, ...answer };
  });

  return router;
};
