import {
  createLogger,
  DomainError,
  envLogLevel,
  envPort,
  envUrl,
  EventStoreDbEventStore,
  metricsEnv,
  parseEnvOrExit,
  PortalMetrics,
} from '@ghost/events';
import { serve, toErrorBody } from '@ghost/events/http';
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
  ...metricsEnv,
});
const log = createLogger('projectors', config.LOG_LEVEL);
const eventStore = await EventStoreDbEventStore.connect(config.EVENTSTORE_URL);
const readStore = await MongoReadStore.connect(config.MONGODB_URL, {
  transactions: true,
  ...(config.MONGODB_DATABASE ? { database: config.MONGODB_DATABASE } : {}),
});
const runner = new ProjectionRunner(eventStore, readStore, readModels, {
  // A read model that throws stops the runner at its event, reported in the projector status (the
  // query service's health answer shows it) and tried again from there until it passes.
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
await runner.start((position, head) => {
  log.debug({ position, head }, 'catching up');
});
log.info({ position: await runner.position() }, 'read models caught up');
const metrics = new PortalMetrics({ processMetrics: true });
metrics.watchProjector(runner.checkpointName, async () => ({
  position: await runner.position(),
  head: await eventStore.headPosition(),
}));

const report = async () => {
  await reportHead(readStore, await eventStore.headPosition(), new Date(), runner.error);
};
await report();
const reporting = setInterval(() => {
  report().catch((error: unknown) => {
    log.warn({ err: error }, 'could not report the log head');
  });
}, 2000);

// Serves its health only: live, and ready once caught up (it starts serving then) until the
// runner stops on an error.
await serve(
  (_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(toErrorBody(new DomainError('NOT_FOUND'))));
  },
  {
    port: config.PORT,
    log,
    ready: () =>
      Promise.resolve(
        runner.error === undefined
          ? { ready: true }
          : { ready: false, reason: 'the projection runner stopped' },
      ),
    metrics: {
      metrics,
      host: config.METRICS_HOST,
      port: config.METRICS_PORT,
      token: config.METRICS_TOKEN,
    },
    release: async () => {
      clearInterval(reporting);
      await runner.stop();
      await eventStore.close();
      await readStore.close();
    },
  },
);
