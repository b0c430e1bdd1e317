import Router from '@koa/router';
import { readerRoles } from '@ghost/events';
import { noQuerySchema, revenueByDayQuerySchema } from '@ghost/events/contract';
import { parseInput, requireRole, requireSession } from '@ghost/events/http';
import type { QueryApiDeps } from '../deps.js';
import { defaultUsdRates } from './revenue.js';
import { StatsReader } from './stats-reader.js';

/** The dashboard's figures, from the pre-aggregated `stats` buckets. */
export const statsRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();
  const admin = [requireSession(deps.authenticator), requireRole(...readerRoles)];
  const stats = new StatsReader(deps.readStore, deps.usdRates ?? defaultUsdRates);

  router.get('/transactions/stats/summary', ...admin, async (ctx) => {
    parseInput(noQuerySchema, ctx.query, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await stats.summary();
  });

  router.get('/transactions/stats/period', ...admin, async (ctx) => {
    parseInput(noQuerySchema, ctx.query, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await stats.period(deps.clock());
  });

  router.get('/transactions/stats/revenue', ...admin, async (ctx) => {
    const { days } = parseInput(revenueByDayQuerySchema, ctx.query, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await stats.revenueByDay(deps.clock(), days);
  });

  return router;
};
