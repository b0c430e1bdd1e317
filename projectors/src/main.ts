import {
  createLogger,
  envLogLevel,
  envPort,
  envUrl,
  EventStoreDbEventStore,
  parseEnvOrExit,
} from '@ghost/events';
import { serve } from '@ghost/events/http';
import { z } from 'zod';
import { readModels } from './read-models.js';
import { MongoReadStore } from './read-store/mongo-read-store.js';
import { ProjectionRunner } from './runner/projection-runner.js';
import { reportHead } from './status/projector-status.js';

// The projectors service of the distributed deployment: follows EventStoreDB into MongoDB.
const config = parseEnvOrExit({
  PORT: envPort(3003),
  EVENTSTORE_URL: z.string().min(1),
  MONGODB_URL: envUrl(),
  MONGODB_DATABASE: z.string().min(1).optional(),
  LOG_LEVEL: envLogLevel(),
});
const log = createLogger('projectors', config.LOG_LEVEL);
const eventStore = await EventStoreDbEventStore.connect(config.EVENTSTORE_URL);
const readStore = await MongoReadStore.connect(config.MONGODB_URL, {
  transactions: true,
  ...(config.MONGODB_DATABASE ? { database: config.MONGODB_DATABASE } : {}),
});
const runner = new ProjectionRunner(eventStore, readStore, readModels, {
  onError: (error) => {
    log.error({ err: error }, 'the projection runner stopped');
    process.exit(1);
  },
});
await runner.start((position, head) => {
  log.debug({ position, head }, 'catching up');
});
log.info({ position: await runner.position() }, 'read models caught up');

const report = async () => {
  await reportHead(readStore, await eventStore.headPosition(), new Date());
};
await report();
const reporting = setInterval(() => {
  report().catch((error: unknown) => {
    log.warn({ err: error }, 'could not report the log head');
  });
}, 2000);

await serve(
  (_req, res) => {
    const healthy = runner.error === undefined;
    res.writeHead(healthy ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: healthy ? 'ok' : 'degraded' }));
  },
  {
    port: config.PORT,
    log,
    release: async () => {
      clearInterval(reporting);
      await runner.stop();
      await eventStore.close();
      await readStore.close();
    },
  },
);
