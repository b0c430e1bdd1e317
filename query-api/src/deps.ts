import type { KeyObject } from 'node:crypto';
import type { EventStore, Logger, PortalMetrics } from '@ghost/events';
import type { Authenticator, TrustProxy } from '@ghost/events/http';
import type { ReadModelChanges, ReadModelProgress, ReadStore } from '@ghost/projectors';
import type { AsOfBooksOptions } from './audit/as-of-books.js';
import type { HealthProbe } from './health/health-report.js';
import type { LiveOptions } from './live/live-options.js';
import type { UsdRates } from './stats/revenue.js';

/**
 * What the auditors' reads need (issue 14): the log itself, read-only (what an auditor reads),
 * and the public key that checks its signed checkpoints.
 */
export interface AuditDeps {
  log: EventStore;
  publicKey: KeyObject;
  asOf?: AsOfBooksOptions;
}

/**
 * Everything the query service reads from: read models only, never the event log, but for the
 * auditors' reads when `audit` is given (their routes are served only then).
 */
export interface QueryApiDeps {
  readStore: ReadStore;
  progress: ReadModelProgress;
  /** The read models' changes, pushed to the screens that follow them (live updates). */
  changes: ReadModelChanges;
  /** The live streams' bounds and rhythms; the documented defaults otherwise. */
  live?: Partial<LiveOptions>;
  health: HealthProbe;
  authenticator: Authenticator;
  log: Logger;
  /** Where requests are counted; none: not counted. */
  metrics?: PortalMetrics;
  /** Now, for the period stats (the last 24 hours, the last 7 days). */
  clock: () => Date;
  /** Dollar rates of the revenue figures; the documented defaults otherwise. */
  usdRates?: UsdRates;
  /**
   * Which proxies in front are trusted to name the caller (TRUST_PROXY); none by default. The
   * caller's address keys the tracking limit and the live streams an address may hold.
   */
  trustProxy?: TrustProxy;
  /** Tracking lookups per caller address and minute (RATE_LIMIT_TRACKING_PER_MINUTE). */
  trackingPerMinute?: number;
  audit?: AuditDeps;
  /**
   * The key of the gift-card codes' keyed hashes (derived from the seal key), to find a payment
   * by a whole code typed in the search; none: only codes recorded in the clear are found so.
   */
  giftCardLookupKey?: Buffer;
}
