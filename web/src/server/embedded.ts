import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type Koa from 'koa';
import {
  bootstrapFirstAdmin,
  createCommandApi,
  InProcessCardProcessor,
  InProcessSubscriptionFulfilment,
  readModelPaymentMethodSwitches,
  readModelPriceBook,
  seedPricing,
  type CommandApiDeps,
} from '@ghost/command-api';
import { createLogger, SecretBox, SqliteEventStore, type Logger } from '@ghost/events';
import {
  controlSocketPath,
  InMemoryReadStore,
  ProjectionRunner,
  ReadModelAuthenticator,
  readModels,
  rebuildReadModels,
  serveControlSocket,
} from '@ghost/projectors';
import { createQueryApi, probeHealth, type UsdRates } from '@ghost/query-api';
import { createGateway } from './gateway.js';
import { loadOrCreateSealKey } from './seal-key-file.js';
import { createStaticSite } from './static-site.js';

export interface EmbeddedOptions {
  port: number;
  host?: string;
  dataDir: string;
  /** The built web app. */
  staticDir: string;
  sealKey?: Buffer;
  clock?: () => Date;
  log?: Logger;
  /** Where visitors reach the portal; defaults to http://localhost:{port}. */
  publicUrl?: string;
  /** Where the first start prints the first super admin's one-time password (stdout). */
  print?: (line: string) => void;
  /** Dollar rates of the revenue figures (REVENUE_USD_RATES). */
  usdRates?: UsdRates;
}

export interface RunningPortal {
  url: string;
  port: number;
  eventStore: SqliteEventStore;
  readStore: InMemoryReadStore;
  runner: ProjectionRunner;
  /** The in-process stand-ins for the card processor and the fulfilment service. */
  sandboxes: { card: InProcessCardProcessor; fulfilment: InProcessSubscriptionFulfilment };
  secretBox: SecretBox;
  /** The two services behind the gateway; their routers list every endpoint they serve. */
  services: { command: Koa; query: Koa };
  stop(): Promise<void>;
}

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
  mkdirSync(options.dataDir, { recursive: true });
  // Created on the first start, so the data directory is complete from then on.
  const secretBox = new SecretBox(options.sealKey ?? loadOrCreateSealKey(options.dataDir));
  const sandboxes = {
    card: new InProcessCardProcessor(),
    fulfilment: new InProcessSubscriptionFulfilment(),
  };

  const eventStore = new SqliteEventStore(join(options.dataDir, 'events.db'));
  // Before the read models are built, so the first request already sees the price list.
  await seedPricing(eventStore, clock);
  const readStore = new InMemoryReadStore();
  const runner = new ProjectionRunner(eventStore, readStore, readModels, {
    onError: (error) => {
      log.error({ err: error }, 'the projection runner stopped');
    },
  });
  const started = Date.now();
  await runner.start((position, head) => {
    log.debug({ position, head }, 'rebuilding read models');
  });
  log.info(
    { position: await runner.position(), ms: Date.now() - started },
    'read models rebuilt from the log',
  );

  // Both services check tokens against the same sessions read model.
  const authenticator = new ReadModelAuthenticator(readStore, clock);
  const commandDeps: CommandApiDeps = {
    eventStore,
    priceBook: readModelPriceBook(readStore),
    paymentMethods: readModelPaymentMethodSwitches(readStore),
    authenticator,
    cardProcessor: sandboxes.card,
    subscriptionFulfilment: sandboxes.fulfilment,
    secretBox,
    publicUrl: options.publicUrl ?? `http://localhost:${options.port}`,
    progress: runner,
    clock,
    newId: randomUUID,
    log,
  };
  await bootstrapFirstAdmin(
    commandDeps,
    options.print ??
      ((line) => {
        process.stdout.write(`${line}\n`);
      }),
  );
  const command = createCommandApi(commandDeps);
  const query = createQueryApi({
    readStore,
    progress: runner,
    authenticator,
    clock,
    ...(options.usdRates && { usdRates: options.usdRates }),
    log,
    health: () =>
      probeHealth({
        head: () => eventStore.headPosition(),
        readStore: () => readStore.ping(),
        projected: () => runner.position(),
        projectionError: () => runner.error,
      }),
  });
  const server = createServer(
    createGateway({
      command: command.callback(),
      query: query.callback(),
      site: createStaticSite(options.staticDir).callback(),
    }),
  );
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, options.port, options.host ?? '0.0.0.0');

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
  log.info({ port, dataDir: options.dataDir }, 'portal listening');

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    eventStore,
    readStore,
    runner,
    sandboxes,
    secretBox,
    services: { command, query },
    stop: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
        server.closeAllConnections();
      });
      await new Promise<void>((resolve) => {
        if (control) {
          control.close(() => {
            resolve();
          });
        } else resolve();
      });
      await runner.stop();
      await eventStore.close();
    },
  };
};
