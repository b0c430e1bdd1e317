import { resolve } from 'node:path';
import {
  defaultCardCallbacksPerMinute,
  defaultQuotesPerMinute,
  defaultSubmissionsPerMinute,
  parseCryptoProofConfig,
  parseIntegrationsConfig,
} from '@ghost/command-api';
import {
  ConfigurationError,
  createLogger,
  flushLog,
  envAuditSigningKey,
  envAuditSigningKeyFile,
  givenAuditKey,
  envLogLevel,
  envPort,
  envSealKey,
  metricsEnv,
  parseEnvOrExit,
  PortalMetrics,
  printBesideLog,
} from '@ghost/events';
import { envHsts, envPerMinute, envTrustProxy } from '@ghost/events/http';
import { z } from 'zod';
import { defaultTrackingPerMinute, envUsdRates } from '@ghost/query-api';
import { builtWebAppDir } from './built-web-app.js';
import { startEmbedded } from './embedded.js';

const config = parseEnvOrExit({
  PORT: envPort(3004),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  SEAL_KEY: envSealKey().optional(),
  AUDIT_SIGNING_KEY: envAuditSigningKey().optional(),
  /** A file outside DATA_DIR holding the audit key (the production way, as AUDIT_SIGNING_KEY). */
  AUDIT_SIGNING_KEY_FILE: envAuditSigningKeyFile().optional(),
  LOG_LEVEL: envLogLevel(),
  REVENUE_USD_RATES: envUsdRates(),
  HSTS: envHsts(),
  RATE_LIMIT_TRACKING_PER_MINUTE: envPerMinute(defaultTrackingPerMinute),
  RATE_LIMIT_SUBMISSIONS_PER_MINUTE: envPerMinute(defaultSubmissionsPerMinute),
  RATE_LIMIT_QUOTES_PER_MINUTE: envPerMinute(defaultQuotesPerMinute),
  // None by default: the portal is reached directly. Behind a TLS proxy, 1 (or its addresses).
  TRUST_PROXY: envTrustProxy('0'),
  RATE_LIMIT_CARD_CALLBACKS_PER_MINUTE: envPerMinute(defaultCardCallbacksPerMinute),
  ...metricsEnv,
});

// The integrations' and crypto payments' variables (sandboxes unless told otherwise) and the audit
// key, checked before anything starts.
const auditKey = (() => {
  try {
    parseIntegrationsConfig('embedded', process.env);
    parseCryptoProofConfig('embedded', process.env);
    return givenAuditKey(
      { key: config.AUDIT_SIGNING_KEY, file: config.AUDIT_SIGNING_KEY_FILE },
      resolve(config.DATA_DIR),
    );
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}
`);
    process.exit(2);
  }
})();

const log = createLogger('portal', config.LOG_LEVEL);
const portal = await startEmbedded({
  port: config.PORT,
  host: config.HOST,
  dataDir: resolve(config.DATA_DIR),
  staticDir: builtWebAppDir(),
  ...(config.SEAL_KEY ? { sealKey: config.SEAL_KEY } : {}),
  ...(auditKey && { auditKey }),
  usdRates: config.REVENUE_USD_RATES,
  hsts: config.HSTS,
  trustProxy: config.TRUST_PROXY,
  rateLimits: {
    trackingPerMinute: config.RATE_LIMIT_TRACKING_PER_MINUTE,
    submissionsPerMinute: config.RATE_LIMIT_SUBMISSIONS_PER_MINUTE,
    cardCallbacksPerMinute: config.RATE_LIMIT_CARD_CALLBACKS_PER_MINUTE,
    quotesPerMinute: config.RATE_LIMIT_QUOTES_PER_MINUTE,
  },
  env: process.env,
  log,
  // The first admin's one-time password, in its place among the log lines on stdout.
  print: (line) => {
    printBesideLog(log, line);
  },
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
  // Every line logged, the access log's included, is written before the process ends.
  const exit = (code: number) => {
    void flushLog(log).then(() => process.exit(code));
  };
  portal.stop().then(
    () => {
      log.info('stopped');
      exit(0);
    },
    (error: unknown) => {
      log.error({ err: error }, 'unclean stop');
      exit(1);
    },
  );
};
process.on('SIGINT', () => {
  stop('SIGINT');
});
process.on('SIGTERM', () => {
  stop('SIGTERM');
});
