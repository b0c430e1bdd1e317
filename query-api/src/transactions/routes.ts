import Router from '@koa/router';
import { DomainError, readerRoles } from '@ghost/events';
import {
  listQuerySchema,
  recentQuerySchema,
  transactionIdSchema,
  type RecentTransactionsAnswer,
  type TransactionListAnswer,
} from '@ghost/events/contract';
import {
  parseInput,
  paymentIdParam,
  principalOf,
  requireRole,
  requireSession,
} from '@ghost/events/http';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';
import { toAdminDetail, toAdminRow } from './admin-view.js';
import { codeSearchFor, filterOf, newestFirst, paginationOf } from './list-filter.js';
import { toTrackingView } from './tracking-view.js';

const withoutLogs = { logs: 0 } as const;

export const transactionRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();
  const admin = [requireSession(deps.authenticator), requireRole(...readerRoles)];

  /**
   * The payment a visitor tracks. A read store that fails is the tracking page's own message
   * (503 TRACKING_FAILED: try again in a few minutes), not an internal error; the cause is logged.
   */
  const findTracked = async (paymentId: string) => {
    try {
      return await deps.readStore.findOne<TransactionDoc>(transactionsCollection, {
        _id: paymentId,
      });
    } catch (error) {
      deps.log.error({ err: error, paymentId }, 'the read store failed a tracking lookup');
      throw new DomainError('TRACKING_FAILED');
    }
  };

  router.get('/transactions/track/:paymentId', async (ctx) => {
    const paymentId = paymentIdParam(ctx.params.paymentId);
    const doc = await findTracked(paymentId);
    if (!doc) throw new DomainError('PAYMENT_NOT_FOUND');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toTrackingView(doc);
  });

  router.get('/transactions', ...admin, async (ctx) => {
    const query = parseInput(listQuerySchema, ctx.query, 'query');
    const page = await deps.readStore.findPage<TransactionDoc>(
      transactionsCollection,
      filterOf(query, codeSearchFor(principalOf(ctx).role, deps.giftCardLookupKey)),
      {
        sort: newestFirst,
        skip: (query.page - 1) * query.limit,
        limit: query.limit,
        projection: withoutLogs,
      },
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      transactions: page.docs.map(toAdminRow),
      pagination: paginationOf(query.page, query.limit, page.total),
    } satisfies TransactionListAnswer;
  });

  router.get('/transactions/recent/list', ...admin, async (ctx) => {
    const { limit } = parseInput(recentQuerySchema, ctx.query, 'query');
    const docs = await deps.readStore.find<TransactionDoc>(
      transactionsCollection,
      {},
      { sort: newestFirst, limit, projection: withoutLogs },
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { transactions: docs.map(toAdminRow) } satisfies RecentTransactionsAnswer;
  });

  router.get('/transactions/:id', ...admin, async (ctx) => {
    const id = parseInput(transactionIdSchema, ctx.params.id, 'id');
    const doc = await deps.readStore.findOne<TransactionDoc>(transactionsCollection, { _id: id });
    if (!doc) throw new DomainError('PAYMENT_NOT_FOUND');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = toAdminDetail(doc);
  });

  return router;
};
