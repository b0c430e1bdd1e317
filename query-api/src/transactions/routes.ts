import Router from '@koa/router';
import { DomainError, paymentIdPrefix } from '@ghost/events';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toTrackingView } from './tracking-view.js';

export const transactionRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();

  router.get('/transactions/track/:paymentId', async (ctx) => {
    const paymentId = String(ctx.params.paymentId).trim().toUpperCase();
    if (!paymentId.startsWith(paymentIdPrefix) || paymentId.length > 100) {
      throw new DomainError('INVALID_PAYMENT_ID');
    }
    const doc = await deps.readStore.findOne<TransactionDoc>(transactionsCollection, {
      _id: paymentId,
    });
    if (!doc) throw new DomainError('PAYMENT_NOT_FOUND');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toTrackingView(doc);
  });

  return router;
};
