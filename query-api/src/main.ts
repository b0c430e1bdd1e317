import {
  createLogger,
  envAuditPublicKey,
  EventStoreDbEventStore,
  envLogLevel,
  envPort,
  envUrl,
  metricsEnv,
  parseEnvOrExit,
  PortalMetrics,
} from '@ghost/events';
import { caughtUpSinceStart, envPerMinute, envTrustProxy, serve } from '@ghost/events/http';
import {
  CheckpointProgress,
  MongoReadStore,
  ReadModelAuthenticator,
  readStatus,
} from '@ghost/projectors';
import { z } from 'zod';
import { createQueryApi, defaultTrackingPerMinute } from './app.js';
import { probeHealth } from './health/health-report.js';
import { envUsdRates } from './stats/revenue.js';

// The query service of the distributed deployment: MongoDB read models, and for the auditors'
// reads (when EVENTSTORE_URL and AUDIT_PUBLIC_KEY are given) the log itself, read-only.
const config = parseEnvOrExit({
  EVENTSTORE_URL: z.string().min(1).optional(),
  AUDIT_PUBLIC_KEY: envAuditPublicKey().optional(),
  PORT: envPort(3002),
  MONGODB_URL: envUrl(),
  MONGODB_DATABASE: z.string().min(1).optional(),
  LOG_LEVEL: envLogLevel(),
  REVENUE_USD_RATES: envUsdRates(),
  RATE_LIMIT_TRACKING_PER_MINUTE: envPerMinute(defaultTrackingPerMinute),
  // Only the gateway reaches this service: one hop, whose X-Forwarded-For names the caller.
  TRUST_PROXY: envTrustProxy('1'),
  /**
   * The key of the gift-card codes' keyed hashes, derived from the seal key (see
   * command-api/README.md, Gift-card codes), so a whole code typed in the admin search finds its
   * payment without this service holding the seal key.
   */
  GIFT_CARD_LOOKUP_KEY: z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  ...metricsEnv,
});
const log = createLogger('query-api', config.LOG_LEVEL);
if (!config.GIFT_CARD_LOOKUP_KEY) {
  log.warn('no GIFT_CARD_LOOKUP_KEY: a gift-card code typed in the admin search finds no payment');
}
const readStore = await MongoReadStore.connect(config.MONGODB_URL, {
  transactions: true,
  ...(config.MONGODB_DATABASE ? { database: config.MONGODB_DATABASE } : {}),
});
const progress = new CheckpointProgress(readStore);
/** The projectors service reports the log head every 2 s; older than this, it is not running. */
const staleAfterMs = 10_000;
const reportedHead = async () => {
  const status = await readStatus(readStore);
  if (!status || Date.now() - Date.parse(status.reportedAt) > staleAfterMs) {
    throw new Error('the projectors service is not reporting the log head');
  }
  return status.headPosition;
};
const metrics = new PortalMetrics({ processMetrics: true });
const auditLog =
  config.EVENTSTORE_URL && config.AUDIT_PUBLIC_KEY
    ? await EventStoreDbEventStore.connect(config.EVENTSTORE_URL)
    : undefined;

const app = createQueryApi({
  readStore,
  progress,
  changes: progress,
  authenticator: new ReadModelAuthenticator(readStore, () => new Date()),
  log,
  metrics,
  trustProxy: config.TRUST_PROXY,
  trackingPerMinute: config.RATE_LIMIT_TRACKING_PER_MINUTE,
  ...(config.GIFT_CARD_LOOKUP_KEY && { giftCardLookupKey: config.GIFT_CARD_LOOKUP_KEY }),
  clock: () => new Date(),
  usdRates: config.REVENUE_USD_RATES,
  ...(auditLog &&
    config.AUDIT_PUBLIC_KEY && { audit: { log: auditLog, publicKey: config.AUDIT_PUBLIC_KEY } }),
  health: () =>
    probeHealth({
      head: reportedHead,
      readStore: () => readStore.ping(),
      projected: () => progress.position(),
      projectionError: async () => (await readStatus(readStore))?.fault ?? undefined,
      log,
    }),
});
// Answers from the read models only: no traffic until they have caught up with the log as it was
// when this instance started (as the projectors service reports it).
const caughtUp = caughtUpSinceStart(async () => ({
  position: await progress.position(),
  head: await reportedHead(),
}));
const handle = app.callback();
await serve(
  (req, res) => {
    void handle(req, res);
  },
  {
    port: config.PORT,
    log,
    ready: async () => {
      await readStore.ping();
      return caughtUp();
    },
    metrics: {
      metrics,
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      token: config.METRICS_TOKEN,
    },
    release: async () => {
      await auditLog?.close();
      await readStore.close();
    },
  },
);
