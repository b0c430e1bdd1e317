import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

/**
 * Runs a service's HTTP listener until SIGTERM/SIGINT, then stops taking requests and releases
 * what the service holds (`release`), so a container stop loses nothing in flight.
 */
export const serve = async (
  listener: RequestListener,
  options: { port: number; host?: string; log: Logger; release: () => Promise<void> },
): Promise<Server> => {
  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      resolve();
    });
  });
  options.log.info({ port: (server.address() as AddressInfo).port }, 'listening');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.log.info({ signal }, 'stopping');
    server.close();
    server.closeIdleConnections();
    options.release().then(
      () => process.exit(0),
      (error: unknown) => {
        options.log.error({ err: error }, 'unclean stop');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => {
    stop('SIGTERM');
  });
  process.once('SIGINT', () => {
    stop('SIGINT');
  });
  return server;
};
