import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flushLog, type Logger } from '../logging/logger.js';
import type { PortalMetrics } from '../observability/metrics.js';
import { metricsOnPublicPort, serveMetrics } from '../observability/metrics-endpoint.js';
import { HttpLifecycle, type ReadinessCheck } from './lifecycle.js';
import { answerRefusedRequests, withSecurityHeaders, type HstsMode } from './security-headers.js';

/** How long a stop waits for the requests under way before it cuts their connections. */
export const requestDrainMs = 10_000;

/** Where a service serves its Prometheus metrics (see metricsEnv): neither set, nowhere. */
export interface MetricsExposure {
  metrics: PortalMetrics;
  port?: number | undefined;
  host: string;
  token?: string | undefined;
}

/**
 * Runs a service's HTTP listener until SIGTERM/SIGINT, with its health answers (see
 * HttpLifecycle; `ready` says whether it should get traffic), and its metrics when asked. A stop
 * takes no new request, lets those under way finish, and only then releases what the service
 * holds (`release`: outboxes, stores), so a container stop loses nothing acknowledged.
 */
export const serve = async (
  listener: RequestListener,
  options: {
    port: number;
    host?: string;
    log: Logger;
    release: () => Promise<void>;
    ready?: ReadinessCheck;
    metrics?: MetricsExposure;
    /** When every answer carries Strict-Transport-Security (see HstsMode); `auto` by default. */
    hsts?: HstsMode;
  },
): Promise<Server> => {
  const lifecycle = new HttpLifecycle(
    options.ready ?? (() => Promise.resolve({ ready: true })),
    (error) => {
      options.log.warn({ err: error }, 'the readiness check failed');
    },
  );
  const exposure = options.metrics;
  const onPublicPort = exposure?.token
    ? metricsOnPublicPort(exposure.metrics, exposure.token)
    : () => false;
  // Every answer carries the security headers, the lifecycle's and the metrics' too.
  const server = createServer(
    withSecurityHeaders(
      lifecycle.listener((req, res) => {
        if (!onPublicPort(req, res)) listener(req, res);
      }),
      { hsts: options.hsts ?? 'auto' },
    ),
  );
  answerRefusedRequests(server, { hsts: options.hsts ?? 'auto' });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      resolve();
    });
  });
  const metricsServer =
    exposure?.port === undefined
      ? undefined
      : await serveMetrics(exposure.metrics, { port: exposure.port, host: exposure.host });
  lifecycle.started();
  options.log.info(
    {
      port: (server.address() as AddressInfo).port,
      ...(metricsServer && { metricsPort: (metricsServer.address() as AddressInfo).port }),
    },
    'listening',
  );
  let stopped: Promise<void> | undefined;
  const stop = (signal: string) =>
    (stopped ??= (async () => {
      options.log.info({ signal, inFlight: lifecycle.inFlight }, 'stopping');
      await lifecycle.drain(server, requestDrainMs);
      await options.release();
      metricsServer?.close();
      options.log.info('stopped');
    })());
  // Every line logged, the access log's included, is written before the process ends.
  const exit = (code: number) => {
    void flushLog(options.log).then(() => process.exit(code));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stop(signal).then(
        () => {
          exit(0);
        },
        (error: unknown) => {
          options.log.error({ err: error }, 'unclean stop');
          exit(1);
        },
      );
    });
  }
  return server;
};
