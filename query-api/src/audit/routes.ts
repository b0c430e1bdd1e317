import Router from '@koa/router';
import type { Context } from 'koa';
import {
  auditorRoles,
  DomainError,
  keyIdOf,
  LogCheckpointSigned,
  LogVerified,
  publicKeyPem,
  rawPublicKey,
  streams,
  type GlobalPosition,
} from '@ghost/events';
import {
  asOfListQuerySchema,
  asOfQuerySchema,
  auditEventsQuerySchema,
  noQuerySchema,
  positionParam,
  type AsOf,
  type AsOfStatsAnswer,
  type AsOfTransactionAnswer,
  type AsOfTransactionsAnswer,
  type AuditEventDetail,
  type AuditEventPage,
  type AuditLogEvent,
  type AuditPublicKey,
  type ChainStatus,
  type PaymentTimeline,
} from '@ghost/events/contract';
import { parseInput, principalOf, requireRole, requireSession } from '@ghost/events/http';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import { z } from 'zod';
import { logPositionHeader, maxWaitMs } from '../consistency/read-your-writes.js';
import type { AuditDeps, QueryApiDeps } from '../deps.js';
import { defaultUsdRates } from '../stats/revenue.js';
import { StatsReader } from '../stats/stats-reader.js';
import { toAdminDetail, toAdminRow } from '../transactions/admin-view.js';
import { codeSearchFor, filterOf, newestFirst, paginationOf } from '../transactions/list-filter.js';
import { AsOfBooks } from './as-of-books.js';
import { recordedEventView } from './audit-event-view.js';
import type { EventLogIndex, LogPlace } from './event-log-index.js';
import { paymentTimeline } from './payment-timeline.js';

const paymentIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,100}$/, 'must be a payment ID')
  .transform((id) => id.toUpperCase());

/**
 * The auditors' reads (issue 14), for auditors and super admins: the event log, filtered and
 * paged, one event with what it caused; a payment's timeline with its state after each event;
 * the books (transactions, stats) as of a moment, replayed into stores of their own; the chain's
 * last verification, newest checkpoint and public key. The one part of the query service that
 * reads the log itself: the log is what an auditor reads.
 */
export const auditRoutes = (deps: QueryApiDeps, audit: AuditDeps, index: EventLogIndex): Router => {
  const router = new Router();
  const auditors = [requireSession(deps.authenticator), requireRole(...auditorRoles)];
  const books = new AsOfBooks(audit.log, audit.asOf);
  const rates = deps.usdRates ?? defaultUsdRates;

  /** Waits for the index, and for a write the caller names (X-Log-Position) to be in it. */
  const indexed = async (ctx: Context) => {
    await index.ready();
    const sent = ctx.get(logPositionHeader);
    if (/^\d{1,15}$/.test(sent)) await index.waitFor(Number(sent), maxWaitMs);
    ctx.set('Cache-Control', 'no-store');
  };

  /** The events at some places of the log, as recorded, in the order given. */
  const eventsAt = async (places: readonly LogPlace[]): Promise<AuditLogEvent[]> =>
    Promise.all(
      places.map(async (place) => {
        const [event] = await audit.log.readRecorded(place.previous, 1);
        if (event?.position !== place.position) throw new DomainError('EVENT_NOT_FOUND');
        return recordedEventView(event);
      }),
    );

  const placesOf = (positions: readonly GlobalPosition[]) =>
    positions.flatMap((position) => index.place(position) ?? []);

  /** The moment a question is about: a date-time, or right after an event. */
  const momentOf = (query: { at?: Date | undefined; position?: number | undefined }) => {
    const place =
      query.at === undefined
        ? index.placeUpTo(query.position ?? 0)
        : index.placeAtTime(query.at.getTime());
    const asOf: AsOf = {
      position: place?.position ?? null,
      at: place ? new Date(place.occurredAt).toISOString() : null,
      events: place?.count ?? 0,
    };
    // The periods of the stats end at the moment asked, or at the event's.
    const now = query.at ?? (place ? new Date(place.occurredAt) : new Date(0));
    return { asOf, now };
  };

  router.get('/audit/events', ...auditors, async (ctx) => {
    const query = parseInput(auditEventsQuerySchema, ctx.query, 'query');
    await indexed(ctx);
    const page = index.page(
      {
        stream: query.stream,
        type: query.type,
        actor: query.actor,
        actorKind: query.actor_kind,
        correlation: query.correlation,
        from: query.from === undefined ? undefined : Date.parse(query.from),
        until: query.until === undefined ? undefined : Date.parse(query.until),
      },
      query.before ?? null,
      query.limit,
    );
    ctx.body = {
      events: await eventsAt(placesOf(page.positions)),
      total: page.total,
      nextBefore: page.nextBefore,
      head: index.head,
      types: index.typeNames,
    } satisfies AuditEventPage;
  });

  router.get('/audit/events/:position', ...auditors, async (ctx) => {
    const position = parseInput(positionParam, ctx.params.position, 'position');
    await indexed(ctx);
    const place = index.place(position);
    if (!place) throw new DomainError('EVENT_NOT_FOUND');
    const [event] = await eventsAt([place]);
    if (!event) throw new DomainError('EVENT_NOT_FOUND');
    ctx.body = {
      event,
      caused: await eventsAt(placesOf(index.causedBy(event.eventId))),
      sameCorrelation: index.correlationSize(event.correlationId),
    } satisfies AuditEventDetail;
  });

  router.get('/audit/payments/:paymentId/timeline', ...auditors, async (ctx) => {
    const paymentId = parseInput(paymentIdSchema, ctx.params.paymentId, 'paymentId');
    parseInput(noQuerySchema, ctx.query, 'query');
    await indexed(ctx);
    const entries = paymentTimeline(await audit.log.readStream(streams.transaction(paymentId)));
    if (entries.length === 0) throw new DomainError('PAYMENT_NOT_FOUND');
    ctx.body = { paymentId, entries } satisfies PaymentTimeline;
  });

  router.get('/audit/as-of/transactions', ...auditors, async (ctx) => {
    const query = parseInput(asOfListQuerySchema, ctx.query, 'query');
    await indexed(ctx);
    const { asOf } = momentOf(query);
    const store = await books.at(asOf.position);
    const page = await store.findPage<TransactionDoc>(
      transactionsCollection,
      filterOf(query, codeSearchFor(principalOf(ctx).role, deps.giftCardLookupKey)),
      {
        sort: newestFirst,
        skip: (query.page - 1) * query.limit,
        limit: query.limit,
        projection: { logs: 0 },
      },
    );
    ctx.body = {
      asOf,
      transactions: page.docs.map(toAdminRow),
      pagination: paginationOf(query.page, query.limit, page.total),
    } satisfies AsOfTransactionsAnswer;
  });

  router.get('/audit/as-of/transactions/:id', ...auditors, async (ctx) => {
    const id = parseInput(paymentIdSchema, ctx.params.id, 'id');
    const query = parseInput(asOfQuerySchema, ctx.query, 'query');
    await indexed(ctx);
    const { asOf } = momentOf(query);
    const store = await books.at(asOf.position);
    const doc = await store.findOne<TransactionDoc>(transactionsCollection, { _id: id });
    if (!doc) throw new DomainError('PAYMENT_NOT_FOUND');
    ctx.body = { asOf, transaction: toAdminDetail(doc) } satisfies AsOfTransactionAnswer;
  });

  router.get('/audit/as-of/stats', ...auditors, async (ctx) => {
    const query = parseInput(asOfQuerySchema, ctx.query, 'query');
    await indexed(ctx);
    const { asOf, now } = momentOf(query);
    const stats = new StatsReader(await books.at(asOf.position), rates);
    const [summary, period] = await Promise.all([stats.summary(), stats.period(now)]);
    ctx.body = { asOf, summary, period } satisfies AsOfStatsAnswer;
  });

  router.get('/audit/chain', ...auditors, async (ctx) => {
    parseInput(noQuerySchema, ctx.query, 'query');
    await indexed(ctx);
    const lastAt = async (type: string) => {
      const position = index.lastOfType(type);
      const place = position === null ? undefined : index.place(position);
      return place ? (await eventsAt([place]))[0] : undefined;
    };
    const [verified, checkpoint] = await Promise.all([
      lastAt(LogVerified.type),
      lastAt(LogCheckpointSigned.type),
    ]);
    const report = verified && LogVerified.schema.parse(verified.data);
    const signed = checkpoint && LogCheckpointSigned.schema.parse(checkpoint.data);
    ctx.body = {
      keyId: keyIdOf(audit.publicKey),
      lastVerification:
        verified && report
          ? { position: verified.position, at: verified.occurredAt, by: verified.actor, report }
          : null,
      latestCheckpoint: signed ?? null,
    } satisfies ChainStatus;
  });

  router.get('/audit/public-key', ...auditors, (ctx) => {
    parseInput(noQuerySchema, ctx.query, 'query');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = {
      publicKey: publicKeyPem(audit.publicKey),
      raw: rawPublicKey(audit.publicKey).toString('base64'),
      keyId: keyIdOf(audit.publicKey),
    } satisfies AuditPublicKey;
  });

  return router;
};
