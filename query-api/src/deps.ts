import type { Logger, PortalMetrics } from '@ghost/events';
import type { Authenticator } from '@ghost/events/http';
import type { ReadModelChanges, ReadModelProgress, ReadStore } from '@ghost/projectors';
import type { HealthProbe } from './health/health-report.js';
import type { LiveOptions } from './live/live-options.js';
import type { UsdRates } from './stats/revenue.js';

/** Everything the query service reads from: read models only, never the event log. */
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
  behindProxy?: boolean;
  /** Tracking lookups per caller address and minute (RATE_LIMIT_TRACKING_PER_MINUTE). */
  trackingPerMinute?: number;
}
