import Router from '@koa/router';
import {
  paymentTypesQuerySchema,
  pricingPathSchema,
  regionsQuerySchema,
} from '@ghost/events/contract';
import { parseInput, requireRole, requireSession } from '@ghost/events/http';
import {
  pricingCollection,
  pricingOrder,
  toPricingItem,
  type Filter,
  type PriceDoc,
} from '@ghost/projectors';
import type { QueryApiDeps } from '../deps.js';

const distinct = (values: (string | null)[]): string[] =>
  [...new Set(values.filter((value): value is string => value !== null))].sort();

/** Price lists: the public reads active entries; super admins read every entry. */
export const pricingRoutes = (deps: QueryApiDeps): Router => {
  const router = new Router();
  const prices = async (filter: Filter) =>
    (await deps.readStore.find<PriceDoc>(pricingCollection, filter, { sort: pricingOrder })).map(
      toPricingItem,
    );
  const active = (filter: Filter = {}) => prices({ ...filter, is_active: true });

  router.get('/pricing/all', async (ctx) => {
    ctx.body = await active();
  });

  router.get(
    [
      '/pricing/category/:category',
      '/pricing/category/:category/type/:type',
      '/pricing/category/:category/type/:type/region/:region',
    ],
    async (ctx) => {
      const { category, type, region } = parseInput(pricingPathSchema, ctx.params, 'path');
      ctx.body = await active({
        category,
        ...(type === undefined ? {} : { payment_type: type }),
        ...(region === undefined ? {} : { region }),
      });
    },
  );

  router.get('/pricing/meta/categories', async (ctx) => {
    ctx.body = distinct((await active()).map((item) => item.category));
  });

  router.get('/pricing/meta/payment-types', async (ctx) => {
    const { category } = parseInput(paymentTypesQuerySchema, ctx.query, 'query');
    const items = await active(category === undefined ? {} : { category });
    ctx.body = distinct(items.map((item) => item.payment_type));
  });

  router.get('/pricing/meta/regions', async (ctx) => {
    const { payment_type } = parseInput(regionsQuerySchema, ctx.query, 'query');
    const items = await active(payment_type === undefined ? {} : { payment_type });
    ctx.body = distinct(items.map((item) => item.region));
  });

  router.get(
    '/settings/pricing/all',
    requireSession(deps.authenticator),
    requireRole('super_admin'),
    async (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await prices({});
    },
  );

  return router;
};
