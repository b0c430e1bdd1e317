import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import {
  defaultQuotesPerMinute,
  defaultSubmissionsPerMinute,
  parseCryptoProofConfig,
  parseIntegrationsConfig,
} from '@ghost/command-api';
import {
  ConfigurationError,
  createLogger,
  envAuditSigningKey,
  envLogLevel,
  envPort,
  envSealKey,
  metricsEnv,
  parseEnvOrExit,
  PortalMetrics,
} from '@ghost/events';
import { envHsts, envPerMinute, envTrustProxy } from '@ghost/events/http';
import { z } from 'zod';
import { defaultTrackingPerMinute, envUsdRates } from '@ghost/query-api';
import { startEmbedded } from './embedded.js';

const config = parseEnvOrExit({
  PORT: envPort(3004),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  SEAL_KEY: envSealKey().optional(),
  AUDIT_SIGNING_KEY: envAuditSigningKey().optional(),
  LOG_LEVEL: envLogLevel(),
  REVENUE_USD_RATES: envUsdRates(),
  HSTS: envHsts(),
  RATE_LIMIT_TRACKING_PER_MINUTE: envPerMinute(defaultTrackingPerMinute),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: envPerMinute(defaultSubmissionsPerMinute),
  RATE_LIMIT_QUOTES_PER_MINUTE: envPerMinute(defaultQuotesPerMinute),
  // None by default: the portal is reached directly. Behind a TLS proxy, 1 (or its addresses).
  TRUST_PROXY: envTrustProxy('0'),
  ...metricsEnv,
});

// The integrations' and crypto payments' variables (sandboxes unless told otherwise), checked
// before anything starts.
try {
  parseIntegrationsConfig('embedded', process.env);
  parseCryptoProofConfig('embedded', process.env);
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

const log = createLogger('portal', config.LOG_LEVEL);
const portal = await startEmbedded({
  port: config.PORT,
  host: config.HOST,
  dataDir: resolve(config.DATA_DIR),
  staticDir: fileURLToPath(new URL('../../dist', import.meta.url)),
  ...(config.SEAL_KEY ? { sealKey: config.SEAL_KEY } : {}),
  ...(config.AUDIT_SIGNING_KEY ? { auditKey: config.AUDIT_SIGNING_KEY } : {}),
  usdRates: config.REVENUE_USD_RATES,
  hsts: config.HSTS,
  trustProxy: config.TRUST_PROXY,
  rateLimits: {
    trackingPerMinute: config.RATE_LIMIT_TRACKING_PER_MINUTE,
    submissionsPerMinute: config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
    quotesPerMinute: config.RATE_LIMIT_QUOTES_PER_MINUTE,
  },
  env: process.env,
  log,
  metrics: {
    registry: new PortalMetrics({ processMetrics: true }),
    host: config.METRICS_HOST,
    ...(config.METRICS_PORT !== undefined && { port: config.METRICS_PORT }),
    ...(config.METRICS_TOKEN !== undefined && { token: config.METRICS_TOKEN }),
  },
});
log.info(`Ghost payment portal at http://localhost:${portal.port}`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping');
  portal.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      log.error({ err: error }, 'unclean stop');
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => {
  stop('SIGINT');
});
process.on('SIGTERM', () => {
  stop('SIGTERM');
});
