import type { Logger } from '@ghost/events';
import type { Authenticator } from '@ghost/events/http';
import type { ReadModelProgress, ReadStore } from '@ghost/projectors';
import type { HealthProbe } from './health/health-report.js';

/** Everything the query service reads from: read models only, never the event log. */
export interface QueryApiDeps {
  readStore: ReadStore;
  progress: ReadModelProgress;
  health: HealthProbe;
  authenticator: Authenticator;
  log: Logger;
  behindProxy?: boolean;
}
