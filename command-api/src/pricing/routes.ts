import Router from '@koa/router';
import {
  newPriceSchema,
  priceChangeSchema,
  priceIdSchema,
  type BulkPricingAnswer,
  type PriceDeletedAnswer,
  type PriceSavedAnswer,
} from '@ghost/events/contract';
import { parseInput, requireRole, requireSession } from '@ghost/events/http';
import type { CommandApiDeps } from '../deps.js';
import { adminContext } from '../handling/context-of.js';
import { exposePosition } from '../handling/position-header.js';
import { bulkUpdatePrices, parseBulkUpdate } from './bulk-update.js';
import { defaultCurrencyOf } from './price-entry.js';
import { changePrice, createPrice, deletePrice } from './pricing-commands.js';

/** Pricing management: super admins only. */
export const pricingRoutes = (deps: CommandApiDeps): Router => {
  const router = new Router();
  const superAdmin = [requireSession(deps.authenticator), requireRole('super_admin')] as const;
  const idOf = (params: Record<string, string | undefined>) =>
    parseInput(priceIdSchema, params.id, 'id');

  router.put('/pricing/bulk/update', ...superAdmin, async (ctx) => {
    const bulk = parseBulkUpdate(ctx.request.body);
    const answer = await bulkUpdatePrices(deps.eventStore, bulk, adminContext(ctx, deps));
    exposePosition(ctx, answer.position);
    ctx.body = { success: true, ...answer } satisfies BulkPricingAnswer;
  });

  router.post('/pricing', ...superAdmin, async (ctx) => {
    const request = parseInput(newPriceSchema, ctx.request.body);
    const region = request.region ?? null;
    const answer = await createPrice(
      deps.eventStore,
      {
        category: request.category,
        paymentType: request.payment_type,
        region,
        duration: request.duration,
        price: request.price,
        currency: request.currency ?? defaultCurrencyOf({ region }),
        isActive: request.is_active ?? true,
      },
      adminContext(ctx, deps),
    );
    exposePosition(ctx, answer.position);
    ctx.status = 201;
    ctx.body = { success: true, ...answer } satisfies PriceSavedAnswer;
  });

  router.put('/pricing/:id', ...superAdmin, async (ctx) => {
    const id = idOf(ctx.params);
    const request = parseInput(priceChangeSchema, ctx.request.body);
    const answer = await changePrice(deps.eventStore, id, request, adminContext(ctx, deps));
    exposePosition(ctx, answer.position);
    ctx.body = { success: true, ...answer } satisfies PriceSavedAnswer;
  });

  router.delete('/pricing/:id', ...superAdmin, async (ctx) => {
    const id = idOf(ctx.params);
    const position = await deletePrice(deps.eventStore, id, adminContext(ctx, deps));
    exposePosition(ctx, position);
    ctx.body = { success: true, id, position } satisfies PriceDeletedAnswer;
  });

  return router;
};
