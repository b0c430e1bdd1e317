import {
  ConfigurationError,
  createLogger,
  envLogLevel,
  envPort,
  envSealKey,
  envUrl,
  EventStoreDbEventStore,
  countingAppends,
  metricsEnv,
  parseEnvOrExit,
  PortalMetrics,
  printBesideLog,
  SecretBox,
  auditKeyInDataDirWarning,
  envAuditSigningKey,
  envAuditSigningKeyFile,
  givenAuditKey,
  loadOrCreateAuditKey,
} from '@ghost/events';
import { caughtUpSinceStart, envPerMinute, envTrustProxy, serve } from '@ghost/events/http';
import { CheckpointProgress, MongoReadStore } from '@ghost/projectors';
import { z } from 'zod';
import {
  defaultCardCallbacksPerMinute,
  defaultQuotesPerMinute,
  defaultSubmissionsPerMinute,
} from './app.js';
import { startCommandSide } from './command-side.js';
import { parseCryptoProofConfig } from './crypto-proof/config/crypto-proof-config.js';
import { startCryptoProof } from './crypto-proof/start-crypto-proof.js';
import { parseIntegrationsConfig } from './integrations/config/integrations-config.js';
import { startIntegrations } from './integrations/start-integrations.js';
import { seedPricing } from './pricing/seed-pricing.js';

// The command service of the distributed deployment: appends to EventStoreDB, and reads the
// MongoDB read models it decides with (prices, payment-method switches, sessions). It owns the
// ports to the outside world, so it also runs the payments' outboxes (fulfilment webhook, voucher
// checks, e-mails): one instance of this service, as docker-compose.yml runs it.
const config = parseEnvOrExit({
  PORT: envPort(3001),
  EVENTSTORE_URL: z.string().min(1),
  MONGODB_URL: envUrl(),
  MONGODB_DATABASE: z.string().min(1).optional(),
  SEAL_KEY: envSealKey(),
  /**
   * Signs the log's checkpoints: AUDIT_SIGNING_KEY or the file AUDIT_SIGNING_KEY_FILE names
   * (outside DATA_DIR); without either, DATA_DIR/audit-signing.key (development only).
   */
  AUDIT_SIGNING_KEY: envAuditSigningKey().optional(),
  AUDIT_SIGNING_KEY_FILE: envAuditSigningKeyFile().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: envLogLevel(),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: envPerMinute(defaultSubmissionsPerMinute),
  RATE_LIMIT_QUOTES_PER_MINUTE: envPerMinute(defaultQuotesPerMinute),
  // Only the gateway reaches this service: one hop, whose X-Forwarded-For names the caller.
  TRUST_PROXY: envTrustProxy('1'),
  RATE_LIMIT_CARD_CALLBACKS_PER_MINUTE: envPerMinute(defaultCardCallbacksPerMinute),
  ...metricsEnv,
});
const orExit = <T>(parse: () => T): T => {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
};
const integrationsConfig = orExit(() => parseIntegrationsConfig('distributed', process.env));
const cryptoProofConfig = orExit(() => parseCryptoProofConfig('distributed', process.env));
const givenKey = orExit(() =>
  givenAuditKey(
    { key: config.AUDIT_SIGNING_KEY, file: config.AUDIT_SIGNING_KEY_FILE },
    config.DATA_DIR,
  ),
);
const log = createLogger('command-api', config.LOG_LEVEL);
const clock = () => new Date();
const metrics = new PortalMetrics({ processMetrics: true });
if (!givenKey) log.warn(auditKeyInDataDirWarning);
const eventStore = countingAppends(
  await EventStoreDbEventStore.connect(config.EVENTSTORE_URL),
  metrics,
);
const readStore = await MongoReadStore.connect(config.MONGODB_URL, {
  transactions: true,
  ...(config.MONGODB_DATABASE ? { database: config.MONGODB_DATABASE } : {}),
});
const progress = new CheckpointProgress(readStore);
await seedPricing(eventStore, clock);
const integrations = await startIntegrations(integrationsConfig, {
  dataDir: config.DATA_DIR,
  sealKey: config.SEAL_KEY,
  clock,
  log,
});
const cryptoProof = await startCryptoProof(cryptoProofConfig, {
  dataDir: config.DATA_DIR,
  sandboxHost: integrationsConfig.sandboxHost,
  clock,
  log,
});

const { app, outboxes, reconciler, stopAuditTrail } = await startCommandSide({
  eventStore,
  readStore,
  progress,
  integrations,
  cryptoProof,
  secretBox: new SecretBox(config.SEAL_KEY),
  auditKey: givenKey ?? loadOrCreateAuditKey(config.DATA_DIR),
  dataDir: config.DATA_DIR,
  clock,
  log,
  trustProxy: config.TRUST_PROXY,
  submissionsPerMinute: config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
  cardCallbacksPerMinute: config.RATE_LIMIT_CARD_CALLBACKS_PER_MINUTE,
  quotesPerMinute: config.RATE_LIMIT_QUOTES_PER_MINUTE,
  metrics,
  print: (line) => {
    printBesideLog(log, line);
  },
  signInUrl: `${integrationsConfig.publicUrl}/admin`,
});
// It decides with the read models (sessions, prices, switches): no traffic until they have caught
// up with the log as it was when this instance started.
const caughtUp = caughtUpSinceStart(async () => ({
  position: await progress.position(),
  head: await eventStore.headPosition(),
}));
await caughtUp();
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
      await outboxes.stop();
      await reconciler.stop();
      // Last of the writers: the log ends with a checkpoint of everything before it, published.
      await stopAuditTrail();
      await integrations.stop();
      await cryptoProof.stop();
      await eventStore.close();
      await readStore.close();
    },
  },
);
