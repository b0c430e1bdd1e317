import { randomUUID } from 'node:crypto';
import {
  createLogger,
  envLogLevel,
  envPort,
  envSealKey,
  envUrl,
  EventStoreDbEventStore,
  parseEnvOrExit,
  SecretBox,
} from '@ghost/events';
import { serve } from '@ghost/events/http';
import { CheckpointProgress, MongoReadStore, ReadModelAuthenticator } from '@ghost/projectors';
import { z } from 'zod';
import { bootstrapFirstAdmin } from './admins/bootstrap.js';
import { createCommandApi } from './app.js';
import type { CommandApiDeps } from './deps.js';
import { parseIntegrationsConfig } from './integrations/config/integrations-config.js';
import { startIntegrations } from './integrations/start-integrations.js';
import { readModelPriceBook } from './pricing/read-model-price-book.js';
import { seedPricing } from './pricing/seed-pricing.js';
import { readModelPaymentMethodSwitches } from './settings/read-model-switches.js';

// The command service of the distributed deployment: appends to EventStoreDB, and reads the
// MongoDB read models it decides with (prices, payment-method switches, sessions).
const config = parseEnvOrExit({
  PORT: envPort(3001),
  EVENTSTORE_URL: z.string().min(1),
  MONGODB_URL: envUrl(),
  MONGODB_DATABASE: z.string().min(1).optional(),
  SEAL_KEY: envSealKey(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: envLogLevel(),
});
const integrationsConfig = parseIntegrationsConfig('distributed', process.env);
const log = createLogger('command-api', config.LOG_LEVEL);
const clock = () => new Date();
const eventStore = await EventStoreDbEventStore.connect(config.EVENTSTORE_URL);
const readStore = await MongoReadStore.connect(config.MONGODB_URL, {
  transactions: true,
  ...(config.MONGODB_DATABASE ? { database: config.MONGODB_DATABASE } : {}),
});
await seedPricing(eventStore, clock);
const integrations = await startIntegrations(integrationsConfig, {
  dataDir: config.DATA_DIR,
  sealKey: config.SEAL_KEY,
  clock,
  log,
});

const deps: CommandApiDeps = {
  eventStore,
  priceBook: readModelPriceBook(readStore),
  paymentMethods: readModelPaymentMethodSwitches(readStore),
  authenticator: new ReadModelAuthenticator(readStore, clock),
  progress: new CheckpointProgress(readStore),
  cardProcessor: integrations.cardProcessor,
  subscriptionFulfilment: integrations.fulfilment,
  secretBox: new SecretBox(config.SEAL_KEY),
  publicUrl: integrationsConfig.publicUrl,
  clock,
  newId: randomUUID,
  log,
  behindProxy: true,
};
await bootstrapFirstAdmin(deps, (line) => {
  process.stdout.write(`${line}\n`);
});
const app = createCommandApi(deps);
const handle = app.callback();
await serve(
  (req, res) => {
    void handle(req, res);
  },
  {
    port: config.PORT,
    log,
    release: async () => {
      await integrations.stop();
      await eventStore.close();
      await readStore.close();
    },
  },
);
