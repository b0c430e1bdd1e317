import { randomUUID } from 'node:crypto';
import {
  createLogger,
  envLogLevel,
  envPort,
  EventStoreDbEventStore,
  parseEnvOrExit,
} from '@ghost/events';
import { noSessions, serve } from '@ghost/events/http';
import { z } from 'zod';
import { createCommandApi } from './app.js';
import { fallbackPriceBook } from './payments/price-book.js';

// The command service of the distributed deployment: appends to EventStoreDB.
const config = parseEnvOrExit({
  PORT: envPort(3001),
  EVENTSTORE_URL: z.string().min(1),
  LOG_LEVEL: envLogLevel(),
});
const log = createLogger('command-api', config.LOG_LEVEL);
const eventStore = await EventStoreDbEventStore.connect(config.EVENTSTORE_URL);

const app = createCommandApi({
  eventStore,
  priceBook: fallbackPriceBook,
  authenticator: noSessions,
  clock: () => new Date(),
  newId: randomUUID,
  log,
  behindProxy: true,
});
const handle = app.callback();
await serve(
  (req, res) => {
    void handle(req, res);
  },
  { port: config.PORT, log, release: () => eventStore.close() },
);
