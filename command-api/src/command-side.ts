import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type Koa from 'koa';
import type { TrustProxy } from '@ghost/events/http';
import type { AuditSigningKey, EventStore, Logger, PortalMetrics, SecretBox } from '@ghost/events';
import { ReadModelAuthenticator, type ReadModelProgress, type ReadStore } from '@ghost/projectors';
import { bootstrapFirstAdmin } from './admins/bootstrap.js';
import {
  startCheckpointPublication,
  type CheckpointPublication,
} from './audit/checkpoint-publication.js';
import { LogCheckpointer } from './audit/log-checkpointer.js';
import { usernameOwner } from './admins/create-admin.js';
import { createCommandApi } from './app.js';
import type { CryptoProof } from './crypto-proof/start-crypto-proof.js';
import type { PasswordHasher } from './auth/password-hashing.js';
import type { CommandApiDeps } from './deps.js';
import { newLeaseHolder } from './integrations/outbox/outbox-lease.js';
import { fileCheckpoint } from './integrations/outbox/outbox-checkpoint.js';
import type { Integrations } from './integrations/start-integrations.js';
import {
  startPaymentOutboxes,
  type PaymentOutboxes,
} from './payments/outboxes/payment-outboxes.js';
import { proofOwner } from './payments/proof-reservations.js';
import { readModelPriceBook } from './pricing/read-model-price-book.js';
import { ReservationReconciler } from './reservations/reservation-reconciler.js';
import { readModelPaymentMethodSwitches } from './settings/read-model-switches.js';

export interface CommandSideOptions {
  eventStore: EventStore;
  /** The read models it decides with: prices, payment-method switches, sessions. */
  readStore: ReadStore;
  progress: ReadModelProgress;
  integrations: Integrations;
  /** Crypto quotes, rates and chain readers (startCryptoProof); its owner stops it. */
  cryptoProof: CryptoProof;
  secretBox: SecretBox;
  dataDir: string;
  clock: () => Date;
  log: Logger;
  /** Where requests, sign-in failures, lockouts and deliveries are counted. */
  metrics?: PortalMetrics;
  /**
   * How long an outbox lease runs unrenewed: with several instances, how soon another one takes
   * over the deliveries of one that died (15 s by default).
   */
  outboxLeaseMs?: number;
  /** Where the first start prints the first super admin's one-time password. */
  print: (line: string) => void;
  /** Where staff sign in (the web app's /admin), named beside that password. */
  signInUrl: string;
  /** Which proxies in front are trusted to name the caller (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** How passwords are hashed and checked; argon2id unless given (a spec counts the checks). */
  passwords?: PasswordHasher;
  /** Submissions per caller address and minute; the command service's default otherwise. */
  submissionsPerMinute?: number;
  /** Card callbacks per caller address and minute; the command service's default otherwise. */
  cardCallbacksPerMinute?: number;
  /** Crypto quotes per caller address and minute; the command service's default otherwise. */
  quotesPerMinute?: number;
  /** How long an orphan reservation waits, and how often they are looked for (tests shorten it). */
  reservationReconciler?: { graceMs?: number; intervalMs?: number };
  /** Signs the log's checkpoints (AUDIT_SIGNING_KEY, or DATA_DIR/audit-signing.key). */
  auditKey: AuditSigningKey;
  /** How often checkpoints are signed; every 1,000 events or 60 s by default (tests change it). */
  checkpoints?: { everyEvents?: number; everyMs?: number };
}

export interface CommandSide {
  app: Koa;
  deps: CommandApiDeps;
  /** The payments' background work: fulfilment webhook, voucher checks, e-mails. */
  outboxes: PaymentOutboxes;
  /** Releases the reservations whose payment or account was never recorded. */
  reconciler: ReservationReconciler;
  /** Signs checkpoints of the log's head; its stop signs the last one. */
  checkpointer: LogCheckpointer;
  /** Publishes the signed checkpoints outside the portal, where the operator named. */
  publication: CheckpointPublication;
  /**
   * Stops the checkpointer (signing a last checkpoint), then the publication once that one is
   * published or waiting for a retry: the last writers of a stop.
   */
  stopAuditTrail: () => Promise<void>;
}

/**
 * The command service and what runs beside it, built one way for every composition root (the
 * embedded portal, the command-api container): its dependencies, the first super admin of a new
 * log, and the outboxes the payments' facts drive, resuming what a stop left.
 */
export const startCommandSide = async (options: CommandSideOptions): Promise<CommandSide> => {
  const { eventStore, readStore, integrations, secretBox, clock, log } = options;
  const deps: CommandApiDeps = {
    eventStore,
    priceBook: readModelPriceBook(readStore),
    paymentMethods: readModelPaymentMethodSwitches(readStore),
    authenticator: new ReadModelAuthenticator(readStore, clock),
    progress: options.progress,
    readStore,
    cardProcessor: integrations.cardProcessor,
    cardCallbacks: {
      links: integrations.cardCallbackLinks,
      toleranceBasisPoints: integrations.cardAmountToleranceBasisPoints,
    },
    subscriptionFulfilment: integrations.fulfilment,
    cryptoQuotes: options.cryptoProof.quotes,
    amountAllocator: options.cryptoProof.allocator,
    chainReaders: options.cryptoProof.readers,
    secretBox,
    auditKey: options.auditKey,
    clock,
    newId: randomUUID,
    log,
    ...(options.trustProxy !== undefined && { trustProxy: options.trustProxy }),
    ...(options.passwords && { passwords: options.passwords }),
    ...(options.submissionsPerMinute !== undefined && {
      submissionsPerMinute: options.submissionsPerMinute,
    }),
    ...(options.cardCallbacksPerMinute !== undefined && {
      cardCallbacksPerMinute: options.cardCallbacksPerMinute,
    }),
    ...(options.quotesPerMinute !== undefined && { quotesPerMinute: options.quotesPerMinute }),
    ...(options.metrics && { metrics: options.metrics }),
  };
  await bootstrapFirstAdmin(deps, options.print, options.signInUrl);
  const reconciler = new ReservationReconciler({
    eventStore,
    owners: [proofOwner, usernameOwner],
    clock,
    log,
    checkpoint: fileCheckpoint(
      join(options.dataDir, 'outbox-checkpoints', 'reservation-reconciler.json'),
    ),
    ...options.reservationReconciler,
  });
  await reconciler.start();
  const outboxes = await startPaymentOutboxes({
    eventStore,
    fulfilment: integrations.fulfilment,
    fulfilmentRetry: integrations.fulfilmentRetry,
    voucherIssuer: integrations.voucherIssuer,
    notifier: integrations.notifier,
    secretBox,
    chainCheck: {
      readers: options.cryptoProof.readers,
      allocator: options.cryptoProof.allocator,
      checks: options.cryptoProof.checks,
    },
    checkpointDir: join(options.dataDir, 'outbox-checkpoints'),
    clock,
    log,
    ...(options.metrics && { metrics: options.metrics }),
    lease: { readStore, holder: newLeaseHolder(), ttlMs: options.outboxLeaseMs ?? 15_000 },
  }).catch(async (error: unknown) => {
    await reconciler.stop();
    throw error;
  });
  const checkpointer = new LogCheckpointer({
    eventStore,
    key: options.auditKey,
    clock,
    log,
    ...options.checkpoints,
  });
  await checkpointer.start();
  const publication = await startCheckpointPublication({
    eventStore,
    publishers: integrations.checkpointPublishers,
    checkpointDir: join(options.dataDir, 'outbox-checkpoints'),
    clock,
    log,
    lease: { readStore, holder: newLeaseHolder(), ttlMs: options.outboxLeaseMs ?? 15_000 },
  }).catch(async (error: unknown) => {
    await checkpointer.stop();
    await outboxes.stop();
    await reconciler.stop();
    throw error;
  });
  return {
    app: createCommandApi(deps),
    deps,
    outboxes,
    reconciler,
    checkpointer,
    publication,
    stopAuditTrail: async () => {
      await checkpointer.stop();
      await publication.settled();
      await publication.stop();
    },
  };
};
