import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Koa from 'koa';
import {
  parseCryptoProofConfig,
  parseIntegrationsConfig,
  startCryptoProof,
  type CryptoProof,
  seedPricing,
  startCommandSide,
  startIntegrations,
  type CheckpointPublication,
  type Integrations,
  type PasswordHasher,
  type PaymentOutboxes,
} from '@ghost/command-api';
import {
  countingAppends,
  createLogger,
  ensurePrivateDir,
  metricsOnPublicPort,
  PortalMetrics,
  SecretBox,
  serveMetrics,
  SqliteEventStore,
  auditKeyInDataDirWarning,
  loadOrCreateAuditKey,
  giftCardLookupPurpose,
  type AuditSigningKey,
  type Logger,
} from '@ghost/events';
import {
  HttpLifecycle,
  requestDrainMs,
  toErrorBody,
  answerRefusedRequests,
  withSecurityHeaders,
  type HstsMode,
  type TrustProxy,
} from '@ghost/events/http';
import {
  controlSocketPath,
  InMemoryReadStore,
  ProjectionRunner,
  ReadModelAuthenticator,
  readModels,
  rebuildReadModels,
  serveControlSocket,
} from '@ghost/projectors';
import { createQueryApi, probeHealth, warmTransactionList, type UsdRates } from '@ghost/query-api';
import { callInProcess } from './api-reader.js';
import { createGateway } from './gateway.js';
import { loadOrCreateSealKey } from './seal-key-file.js';
import { unavailableAnswer } from './unavailable-answer.js';
import { createStaticSite } from './static-site.js';

export interface EmbeddedOptions {
  port: number;
  host?: string;
  dataDir: string;
  /** The built web app. */
  staticDir: string;
  sealKey?: Buffer;
  /**
   * Signs the log's checkpoints: AUDIT_SIGNING_KEY or AUDIT_SIGNING_KEY_FILE (the production way),
   * else DATA_DIR/audit-signing.key (the development way, with a warning at every start).
   */
  auditKey?: AuditSigningKey;
  /** How often checkpoints are signed (every 1,000 events or 60 s by default). */
  checkpoints?: { everyEvents?: number; everyMs?: number };
  clock?: () => Date;
  log?: Logger;
  /**
   * Where visitors (and the card processor's callbacks) reach the portal: PORTAL_PUBLIC_URL, else
   * http://localhost:{port} once the port is known.
   */
  publicUrl?: string;
  /**
   * The integrations' variables (CARD_PROCESSOR, FULFILMENT_*, VOUCHER_*, MAIL_*, ...): none given
   * means the local sandboxes, with their defaults. `npm start` passes process.env.
   */
  env?: NodeJS.ProcessEnv;
  /** Where the first start prints the first super admin's one-time password (stdout). */
  print?: (line: string) => void;
  /** Dollar rates of the revenue figures (REVENUE_USD_RATES). */
  usdRates?: UsdRates;
  /** When answers carry Strict-Transport-Security (HSTS): `auto` by default, `on` behind TLS. */
  hsts?: HstsMode;
  /**
   * Which proxies in front (a TLS proxy) are trusted to name the caller (TRUST_PROXY): none by
   * default, so X-Forwarded-For is ignored and the caller is the socket's peer.
   */
  trustProxy?: TrustProxy;
  /** How passwords are hashed and checked; argon2id unless given (a spec counts the checks). */
  passwords?: PasswordHasher;
  /**
   * Public requests per caller address and minute (RATE_LIMIT_TRACKING_PER_MINUTE,
   * RATE_LIMIT_SUBMISSIONS_PER_MINUTE, RATE_LIMIT_CARD_CALLBACKS_PER_MINUTE); the services'
   * defaults otherwise.
   */
  rateLimits?: {
    trackingPerMinute?: number;
    submissionsPerMinute?: number;
    cardCallbacksPerMinute?: number;
    quotesPerMinute?: number;
  };
  /** The orphan reservations' grace and check interval; the defaults otherwise (tests shorten them). */
  reservationReconciler?: { graceMs?: number; intervalMs?: number };
  /**
   * Prometheus metrics: `port` serves /metrics on a port of its own (on `host`, 127.0.0.1 by
   * default), `token` on the public port to its bearer; neither, nowhere (they are still counted).
   */
  metrics?: { registry?: PortalMetrics; port?: number; host?: string; token?: string };
}

export interface RunningPortal {
  url: string;
  port: number;
  eventStore: SqliteEventStore;
  readStore: InMemoryReadStore;
  runner: ProjectionRunner;
  /** Where the sandboxes of the outside systems listen (those in use), for testers. */
  sandboxes: Integrations['sandboxes'] & CryptoProof['sandboxes'];
  /** The payments' background work: fulfilment webhook, voucher checks, e-mails. */
  outboxes: PaymentOutboxes;
  /** The signed checkpoints' publication (AUDIT_PUBLISH_FILE, AUDIT_PUBLISH_URL). */
  publication: CheckpointPublication;
  secretBox: SecretBox;
  /** The audit key: its public half is what auditors check the log's checkpoints with. */
  auditKey: AuditSigningKey;
  /** The two services behind the gateway; their routers list every endpoint they serve. */
  services: { command: Koa; query: Koa };
  metrics: PortalMetrics;
  /** Where /metrics is served on a port of its own, if it is. */
  metricsUrl: string | null;
  /**
   * Stops as SIGTERM does: no new request, those under way answered, the outboxes' deliveries
   * under way recorded, the projection batch and checkpoint written, the stores closed.
   */
  stop(): Promise<void>;
}

/** Answers while the portal finishes starting, between taking its port and being ready. */
const starting: RequestListener = (req, res) => {
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '1' });
  res.end(JSON.stringify(toErrorBody(unavailableAnswer(req.url))));
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

/**
 * The whole portal in one process: the SQLite event store under DATA_DIR, read models in memory
 * rebuilt from the log before the first request is taken, and the gateway in front of the command
 * service, the query service and the web app.
 */
export const startEmbedded = async (options: EmbeddedOptions): Promise<RunningPortal> => {
  const log = options.log ?? createLogger('portal');
  const clock = options.clock ?? (() => new Date());
  const env = options.env ?? {};
  // A bad variable stops the start before anything is opened.
  parseIntegrationsConfig('embedded', env);
  // Its owner's only: the log, the keys, the e-mails and checkpoints (0700, files 0600).
  ensurePrivateDir(options.dataDir);
  // Created on the first start, so the data directory is complete from then on.
  const sealKey = options.sealKey ?? loadOrCreateSealKey(options.dataDir);
  const secretBox = new SecretBox(sealKey);
  const auditKey = options.auditKey ?? loadOrCreateAuditKey(options.dataDir);
  if (!options.auditKey) log.warn(auditKeyInDataDirWarning);
  // What was started so far, stopped in reverse if a later step fails.
  const started: (() => Promise<void>)[] = [];
  const stopStarted = async () => {
    for (const stop of started.splice(0).reverse()) await stop();
  };

  try {
    const eventStore = new SqliteEventStore(join(options.dataDir, 'events.db'));
    started.push(() => eventStore.close());
    // Before the read models are built, so the first request already sees the price list.
    await seedPricing(eventStore, clock);

    // The port comes first: with port 0 the public address (the card processor's callbacks come
    // back to it) is only known once it is taken. Until the services are ready, /api/health/live
    // answers 200, /api/health/ready 503, and any other request 503 with Retry-After.
    const metrics = options.metrics?.registry ?? new PortalMetrics();
    const lifecycle = new HttpLifecycle(() =>
      Promise.resolve(
        runner.error === undefined
          ? { ready: true }
          : { ready: false, reason: 'the projection runner stopped' },
      ),
    );
    const metricsToken = options.metrics?.token;
    const onPublicPort = metricsToken ? metricsOnPublicPort(metrics, metricsToken) : () => false;
    let handler: RequestListener = starting;
    // Every answer carries the security headers: the web app, /api, and the answers of a start.
    const server = createServer(
      withSecurityHeaders(
        lifecycle.listener((req, res) => {
          if (!onPublicPort(req, res)) handler(req, res);
        }),
        { hsts: options.hsts ?? 'auto' },
      ),
    );
    answerRefusedRequests(server, { hsts: options.hsts ?? 'auto' });
    server.keepAliveTimeout = 65_000;
    const port = await listen(server, options.port, options.host ?? '0.0.0.0');
    const closeServer = () => lifecycle.drain(server, requestDrainMs);
    started.push(closeServer);

    const readStore = new InMemoryReadStore();
    const runner = new ProjectionRunner(eventStore, readStore, readModels, {
      // A read model that throws stops the runner at its event; the health answer reports it and
      // the runner tries again from there, so a passing fault heals by itself.
      retryAfterFaultMs: 1000,
      onError: (error) => {
        log.error(
          { err: error },
          'the projection runner stopped at a fault; it tries again from there',
        );
      },
      onResume: (position) => {
        log.info({ position }, 'the projection runner got past its fault');
      },
    });
    const rebuildStarted = Date.now();
    await runner.start((position, head) => {
      log.debug({ position, head }, 'rebuilding read models');
    });
    started.push(() => runner.stop());
    log.info(
      { position: await runner.position(), ms: Date.now() - rebuildStarted },
      'read models rebuilt from the log',
    );
    // The in-memory indexes of the admin list are built now rather than by the first admin's
    // question, while the portal still answers 503 to everyone (the soak's first window waited
    // over a second behind that question).
    await warmTransactionList(readStore);

    metrics.watchProjector(runner.checkpointName, async () => ({
      position: await runner.position(),
      head: await eventStore.headPosition(),
    }));
    const publicUrl = options.publicUrl ?? env.PORTAL_PUBLIC_URL ?? `http://localhost:${port}`;
    const integrationsConfig = parseIntegrationsConfig('embedded', {
      ...env,
      PORTAL_PUBLIC_URL: publicUrl,
    });
    const integrations = await startIntegrations(integrationsConfig, {
      dataDir: options.dataDir,
      sealKey,
      clock,
      log,
    });
    started.push(() => integrations.stop());
    const cryptoProof = await startCryptoProof(parseCryptoProofConfig('embedded', env), {
      dataDir: options.dataDir,
      sandboxHost: integrationsConfig.sandboxHost,
      clock,
      log,
    });
    started.push(() => cryptoProof.stop());
    // The chain and the exchanges listed beside the card processor and the others.
    const sandboxes = { ...integrations.sandboxes, ...cryptoProof.sandboxes };

    const commandSide = await startCommandSide({
      eventStore: countingAppends(eventStore, metrics),
      metrics,
      readStore,
      progress: runner,
      integrations,
      cryptoProof,
      secretBox,
      auditKey,
      ...(options.checkpoints && { checkpoints: options.checkpoints }),
      dataDir: options.dataDir,
      clock,
      log,
      ...(options.reservationReconciler && {
        reservationReconciler: options.reservationReconciler,
      }),
      ...(options.rateLimits?.submissionsPerMinute !== undefined && {
        submissionsPerMinute: options.rateLimits.submissionsPerMinute,
      }),
      ...(options.rateLimits?.quotesPerMinute !== undefined && {
        quotesPerMinute: options.rateLimits.quotesPerMinute,
      }),
      ...(options.trustProxy && { trustProxy: options.trustProxy }),
      ...(options.passwords && { passwords: options.passwords }),
      ...(options.rateLimits?.cardCallbacksPerMinute !== undefined && {
        cardCallbacksPerMinute: options.rateLimits.cardCallbacksPerMinute,
      }),
      print:
        options.print ??
        ((line) => {
          process.stdout.write(`${line}\n`);
        }),
      signInUrl: `${publicUrl.replace(/\/+$/, '')}/admin`,
    });
    const { outboxes, reconciler, publication, stopAuditTrail } = commandSide;
    started.push(() => reconciler.stop());
    started.push(() => outboxes.stop());
    started.push(stopAuditTrail);
    const command = commandSide.app;
    const query = createQueryApi({
      readStore,
      progress: runner,
      changes: runner,
      authenticator: new ReadModelAuthenticator(readStore, clock),
      clock,
      ...(options.usdRates && { usdRates: options.usdRates }),
      ...(options.rateLimits?.trackingPerMinute !== undefined && {
        trackingPerMinute: options.rateLimits.trackingPerMinute,
      }),
      ...(options.trustProxy && { trustProxy: options.trustProxy }),
      log,
      metrics,
      // The auditors read the log itself, with the public key that checks its checkpoints.
      audit: { log: eventStore, publicKey: auditKey.publicKey },
      giftCardLookupKey: secretBox.derivedKey(giftCardLookupPurpose),
      // Which outside systems are real and which are sandboxes is part of this portal's health.
      health: async () => ({
        ...(await probeHealth({
          head: () => eventStore.headPosition(),
          readStore: () => readStore.ping(),
          projected: () => runner.position(),
          projectionError: () => runner.error,
          log,
        })),
        integrations: integrations.kinds,
      }),
    });

    const queryHandler = query.callback();
    const commandHandler = command.callback();
    handler = createGateway({
      command: commandHandler,
      query: queryHandler,
      // The public pages rendered on the server read the query service in this process, and a
      // form posted without scripts writes through the command service in it.
      site: createStaticSite(options.staticDir, log, {
        readApi: callInProcess(queryHandler),
        writeApi: callInProcess(commandHandler),
      }),
    });

    // `npm run rebuild` reaches the read models in this process through a socket beside the data.
    const control = await serveControlSocket(controlSocketPath(options.dataDir), {
      rebuild: async (onProgress) => {
        log.info('rebuilding the read models');
        const result = await rebuildReadModels({
          eventStore,
          readStore,
          live: runner,
          models: readModels,
          onProgress,
        });
        log.info(result, 'read models rebuilt and swapped in');
        return result;
      },
    }).catch((error: unknown) => {
      log.warn({ err: error }, 'no control socket: npm run rebuild cannot reach this portal');
      return undefined;
    });
    const closeControl = () =>
      new Promise<void>((resolve) => {
        if (control) {
          control.close(() => {
            resolve();
          });
        } else resolve();
      });
    const metricsServer =
      options.metrics?.port === undefined
        ? undefined
        : await serveMetrics(metrics, {
            port: options.metrics.port,
            host: options.metrics.host ?? '127.0.0.1',
          });
    const metricsUrl = metricsServer
      ? `http://${options.metrics?.host ?? '127.0.0.1'}:${(metricsServer.address() as AddressInfo).port}/metrics`
      : null;
    lifecycle.started();
    log.info({ port, dataDir: options.dataDir, sandboxes, metricsUrl }, 'portal listening');

    return {
      url: `http://127.0.0.1:${port}`,
      port,
      eventStore,
      readStore,
      runner,
      sandboxes,
      outboxes,
      publication,
      secretBox,
      auditKey,
      services: { command, query },
      metrics,
      metricsUrl,
      stop: async () => {
        started.splice(0);
        await closeServer();
        await closeControl();
        // The deliveries under way end (within their timeouts) and are recorded before the
        // sandboxes they may be talking to close.
        await outboxes.stop();
        await integrations.stop();
        await cryptoProof.stop();
        await reconciler.stop();
        // The last writer: the log ends with a checkpoint of everything before it, published
        // where the operator named.
        await stopAuditTrail();
        await runner.stop();
        await eventStore.close();
        metricsServer?.close();
      },
    };
  } catch (error) {
    await stopStarted();
    throw error;
  }
};
