import Router from '@koa/router';
import { readerRoles } from '@ghost/events';
import { queueQuerySchema, type CardQueueAnswer } from '@ghost/events/contract';
import { parseInput, requireRole, requireSession } from '@ghost/events/http';
import { cardAwaitingCollection, type CardAwaitingDoc } from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';
import { defaultUsdRates } from '../stats/revenue.js';
import { StatsReader } from '../stats/stats-reader.js';
import { toAdminRow } from '../transactions/admin-view.js';
import { newestFirst, paginationOf } from '../transactions/list-filter.js';

/** The card payments awaiting verification, for the Card Payments page, newest first. */
export const cardPaymentRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();
  const admin = [requireSession(deps.authenticator), requireRole(...readerRoles)];
  const stats = new StatsReader(deps.readStore, deps.usdRates ?? defaultUsdRates);

  router.get('/transactions/card-payments/awaiting', ...admin, async (ctx) => {
    const { page, limit } = parseInput(queueQuerySchema, ctx.query, 'query');
    const [rows, summary] = await Promise.all([
      deps.readStore.findPage<CardAwaitingDoc>(
        cardAwaitingCollection,
        {},
        { sort: newestFirst, skip: (page - 1) * limit, limit },
      ),
      stats.cardAwaiting(),
    ]);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      transactions: rows.docs.map(toAdminRow),
      pagination: paginationOf(page, limit, rows.total),
      summary,
    } satisfies CardQueueAnswer;
  });

  return router;
};
