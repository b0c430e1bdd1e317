import Router from '@koa/router';
import { DomainError, readerRoles, auditorRoles } from '@ghost/events';
import {
  isFinalStatus,
  liveAdminQuerySchema,
  type LivePaymentChange,
} from '@ghost/events/contract';
import {
  addressKey,
  parseInput,
  paymentIdParam,
  principalOf,
  requireRole,
  requireSession,
} from '@ghost/events/http';
import { transactionsCollection, type TransactionDoc } from '@ghost/projectors';
import type { EventLogIndex } from '../audit/event-log-index.js';
import type { QueryApiDeps } from '../deps.js';
import { PushThrottle, topicsChanged } from './admin-topics.js';
import { openEventStream, type EventStream } from './event-stream.js';
import { LiveFeed } from './live-feed.js';
import { defaultLiveOptions } from './live-options.js';
import { StreamLimits } from './stream-limits.js';

/** The admin lists follow their data for every role that reads them, auditors too. */
const staffRoles = readerRoles;

const positionOf = (doc: TransactionDoc): number => doc._position ?? 0;

const changeOf = (doc: TransactionDoc): LivePaymentChange => ({
  position: positionOf(doc),
  status: doc.status,
  updatedAt: doc.updated_at,
});

/**
 * Live updates: Server-Sent Events fed by the read models' changes. A payment's
 * stream is anyone's, as its tracking page is; the admin stream needs a staff session. Both only
 * say what changed, with the log position; the page re-reads through its usual GET.
 */
export const liveRoutes = (deps: QueryApiDeps, logIndex?: EventLogIndex): Router => {
  const router = new Router();
  const options = { ...defaultLiveOptions, ...deps.live };
  const feed = new LiveFeed(deps.readStore, deps.changes, deps.log);
  const limits = new StreamLimits(options.maxStreams, options.maxStreamsPerAddress);

  /**
   * GET /api/live/payments/{paymentId}: the payment's state at once, then at each change of its
   * document; after a final state (completed, failed), `end` and the stream closes.
   */
  router.get('/live/payments/:paymentId', async (ctx) => {
    const paymentId = paymentIdParam(ctx.params.paymentId);
    const release = limits.admit(addressKey(ctx.ip));
    let stream: EventStream | undefined;
    /** The newest version of the document heard, and what was last sent of it. */
    let latest: TransactionDoc | undefined;
    let lastSent: LivePaymentChange | undefined;
    const sendLatest = () => {
      if (!stream?.open || !latest) return;
      const change = changeOf(latest);
      if (lastSent && change.position <= lastSent.position) return;
      // What the tracking page shows moved (a retried webhook only adds to the admin's log).
      const shown = change.status !== lastSent?.status || change.updatedAt !== lastSent.updatedAt;
      lastSent = change;
      if (shown) stream.change(change);
      if (isFinalStatus(change.status)) stream.end();
    };
    const heard = (doc: TransactionDoc) => {
      if (!latest || positionOf(doc) > positionOf(latest)) latest = doc;
      sendLatest();
    };
    // Watching before reading: a change while the stream opens is heard, and sent once it is open.
    const unwatch = feed.watchPayment(paymentId, heard);
    try {
      const doc = await deps.readStore.findOne<TransactionDoc>(transactionsCollection, {
        _id: paymentId,
      });
      if (!doc) throw new DomainError('PAYMENT_NOT_FOUND');
      heard(doc);
      stream = await openEventStream(ctx, options);
      stream.onClose(() => {
        unwatch();
        release();
      });
      sendLatest();
    } catch (error) {
      unwatch();
      release();
      throw error;
    }
  });

  /**
   * GET /api/live/admin?topics=transactions,stats: `{position, topics}` when read models of the
   * followed topics changed, at most one push per `adminPushIntervalMs`; `end` once the session
   * no longer holds (signed out, revoked, expired).
   */
  router.get(
    '/live/admin',
    requireSession(deps.authenticator),
    requireRole(...staffRoles),
    async (ctx) => {
      const { topics } = parseInput(liveAdminQuerySchema, ctx.query, 'query');
      const principal = principalOf(ctx);
      const followsLog = topics.includes('events');
      // The log's own growth is the auditors' (and super admins') to follow.
      if (followsLog && !(auditorRoles as readonly string[]).includes(principal.role)) {
        throw new DomainError('FORBIDDEN');
      }
      // requireSession took the token from this very header.
      const token = ctx.get('authorization').slice('Bearer '.length);
      const release = limits.admit(addressKey(ctx.ip));
      let stream: EventStream;
      try {
        stream = await openEventStream(ctx, options);
      } catch (error) {
        release();
        throw error;
      }
      const open = stream;
      const throttle = new PushThrottle(options.adminPushIntervalMs, (change) => {
        open.change(change);
      });
      const unwatchCollections = feed.watchCollections((change) => {
        throttle.add(change.position, topicsChanged(topics, change));
      });
      const unwatchLog =
        followsLog && logIndex
          ? logIndex.onAppended((position) => {
              throttle.add(position, ['events']);
            })
          : () => undefined;
      const unwatch = () => {
        unwatchCollections();
        unwatchLog();
      };
      const endSession = () => {
        open.end({ reason: 'session' });
      };
      const sessionCheck = setInterval(() => {
        // Not a use of the session: an open page does not keep an idle session alive.
        void deps.authenticator.authenticate(token, { touch: false }).then(
          (still) => {
            if (!still || !(staffRoles as readonly string[]).includes(still.role)) endSession();
          },
          () => undefined, // the sessions cannot be read now: the next check will tell
        );
      }, options.sessionCheckMs);
      const untilExpiry = Date.parse(principal.expiresAt) - deps.clock().getTime();
      // Beyond setTimeout's range (about 24.8 days) the session checks see the expiry instead.
      const expiry = untilExpiry < 2 ** 31 - 1 ? setTimeout(endSession, untilExpiry) : undefined;
      open.onClose(() => {
        clearInterval(sessionCheck);
        clearTimeout(expiry);
        throttle.stop();
        unwatch();
        release();
      });
    },
  );

  return router;
};
