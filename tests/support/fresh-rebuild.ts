import type { AddressInfo } from 'node:net';
import { createLogger, SqliteEventStore } from '@ghost/events';
import {
  InMemoryReadStore,
  ProjectionRunner,
  ReadModelAuthenticator,
  readModels,
} from '@ghost/projectors';
import { createQueryApi, probeHealth } from '@ghost/query-api';

export interface FreshRebuild {
  /** A query service answering from read models rebuilt from scratch out of the log. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Rebuilds every read model from a portal's SQLite log in this process, as a fresh start would,
 * and serves them through a query service of its own: the same questions asked of both must get
 * the same answers.
 */
export const freshRebuild = async (file: string): Promise<FreshRebuild> => {
  const eventStore = new SqliteEventStore(file);
  const readStore = new InMemoryReadStore();
  const runner = new ProjectionRunner(eventStore, readStore, readModels);
  await runner.start();
  const clock = () => new Date();
  const app = createQueryApi({
    readStore,
    progress: runner,
    changes: runner,
    authenticator: new ReadModelAuthenticator(readStore, clock),
    log: createLogger('fresh-rebuild', 'silent'),
    clock,
    health: () =>
      probeHealth({
        head: () => eventStore.headPosition(),
        readStore: () => readStore.ping(),
        projected: () => runner.position(),
      }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      await new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      });
      await runner.stop();
      await eventStore.close();
    },
  };
};
