import { join } from 'node:path';
import type { EventStore, Logger, PortalMetrics, SecretBox } from '@ghost/events';
import type { PaymentNotifier } from '../../integrations/mail/payment-notifier.js';
import type { ReadStore } from '@ghost/projectors';
import { fileCheckpoint } from '../../integrations/outbox/outbox-checkpoint.js';
import { readStoreLease } from '../../integrations/outbox/outbox-lease.js';
import type { OutboxChannel, DeliveryOutcome } from '../../integrations/outbox/outbox-channel.js';
import { systemTimer } from '../../integrations/outbox/outbox-timer.js';
import { Outbox, type PendingDelivery } from '../../integrations/outbox/outbox.js';
import type { RetryPolicy } from '../../integrations/outbox/retry-policy.js';
import type { SubscriptionFulfilment } from '../../ports/subscription-fulfilment.js';
import type { VoucherIssuer } from '../../ports/voucher-issuer.js';
import { fulfilmentChannel } from './fulfilment-channel.js';
import { notificationChannel } from './notification-channel.js';
import { voucherCheckChannel } from './voucher-check-channel.js';
import {
  chainCheckChannel,
  chainCheckPolicy,
  type ChainCheckDeps,
} from '../../crypto-proof/checks/chain-check-channel.js';

/**
 * Voucher checks: visitors are promised a check by the team within 24 to 48 hours, so an issuer
 * that is down is asked again for about a day (1 minute, doubling, at most 6 hours apart) before
 * the team is left to check by hand.
 */
export const voucherCheckRetry: RetryPolicy = {
  maxAttempts: 12,
  initialDelayMs: 60_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
};

/** E-mails: a mail server that is down is tried again for about two hours. */
export const mailRetry: RetryPolicy = {
  maxAttempts: 8,
  initialDelayMs: 60_000,
  maxDelayMs: 60 * 60 * 1000,
};

export interface PaymentOutboxesDeps {
  eventStore: EventStore;
  fulfilment: SubscriptionFulfilment;
  fulfilmentRetry: RetryPolicy;
  voucherIssuer: VoucherIssuer;
  notifier: PaymentNotifier;
  /** Opens voucher PINs for the issuer's check. */
  secretBox: SecretBox;
  /** The chain check of quoted crypto payments: the readers, the allocator, its timing. */
  chainCheck: Pick<ChainCheckDeps, 'readers' | 'allocator' | 'checks'>;
  /** Where each outbox keeps its checkpoint; null: none, each start reads the whole log. */
  checkpointDir: string | null;
  clock: () => Date;
  log: Logger;
  /** Where each outbox's backlog and attempts are reported. */
  metrics?: PortalMetrics;
  /**
   * With several command-service instances: each outbox delivers only while this instance holds
   * its lease (kept in the read store as `holder`), and the others stand by.
   */
  lease?: { readStore: ReadStore; holder: string; ttlMs: number };
}

/** The background work the payments call for, each step recorded in the log. */
export interface PaymentOutboxes {
  /**
   * Resolves once every outbox has read the log to its head and nothing is due now or under way,
   * including what their own records called for (a delivery's SubscriptionUpdated asks for an
   * e-mail): what a shutdown or a test awaits.
   */
  settled(): Promise<void>;
  /** The deliveries not settled yet, by outbox. */
  pending(): Record<string, PendingDelivery[]>;
  stop(): Promise<void>;
}

interface RunningOutbox {
  name: string;
  outbox: Pick<Outbox<unknown>, 'start' | 'stop' | 'settled' | 'pending'>;
}

/**
 * Starts the outboxes of the payments, each following the log from its checkpoint: the
 * subscription fulfilment webhook, the automatic voucher check, the chain check of quoted crypto
 * payments, and the payer's e-mails. Each
 * resolves its start once rebuilt from the log; deliveries then run in the background and never
 * hold up a command.
 */
export const startPaymentOutboxes = async (deps: PaymentOutboxesDeps): Promise<PaymentOutboxes> => {
  const timer = systemTimer(deps.clock);
  /**
   * The chain check reads every open quoted payment each interval: a few small JSON-RPC or
   * Esplora calls, spread over six networks' endpoints, so more at once than a webhook's four.
   */
  const chainReadsAtOnce = 16;
  const outboxOf = <Request, Answer extends DeliveryOutcome>(
    channel: OutboxChannel<Request, Answer>,
    policy: RetryPolicy,
    concurrency?: number,
  ): RunningOutbox => ({
    name: channel.name,
    outbox: new Outbox(deps.eventStore, channel, {
      policy,
      timer,
      ...(concurrency !== undefined && { concurrency }),
      log: deps.log,
      ...(deps.lease && {
        lease: readStoreLease({ ...deps.lease, outbox: channel.name, now: deps.clock }),
      }),
      ...(deps.metrics && {
        onAttempt: ({ delivered }: { delivered: boolean }) => {
          deps.metrics?.deliveryAttempted(channel.name, delivered);
        },
      }),
      ...(deps.checkpointDir && {
        checkpoint: fileCheckpoint(join(deps.checkpointDir, `${channel.name}.json`)),
      }),
    }),
  });
  const outboxes = [
    outboxOf(
      fulfilmentChannel({
        eventStore: deps.eventStore,
        fulfilment: deps.fulfilment,
        log: deps.log,
      }),
      deps.fulfilmentRetry,
    ),
    outboxOf(
      voucherCheckChannel({
        eventStore: deps.eventStore,
        issuer: deps.voucherIssuer,
        secretBox: deps.secretBox,
        log: deps.log,
      }),
      voucherCheckRetry,
    ),
    outboxOf(
      chainCheckChannel({
        ...deps.chainCheck,
        eventStore: deps.eventStore,
        clock: deps.clock,
        log: deps.log,
      }),
      chainCheckPolicy(deps.chainCheck.checks.intervalMs),
      chainReadsAtOnce,
    ),
    outboxOf(
      notificationChannel({
        eventStore: deps.eventStore,
        notifier: deps.notifier,
        clock: deps.clock,
        log: deps.log,
      }),
      mailRetry,
    ),
  ];

  // Each reads the log from its own checkpoint; together, so a first start reads it once in time.
  const starts = await Promise.allSettled(outboxes.map(({ outbox }) => outbox.start()));
  const failed = starts.find((start) => start.status === 'rejected');
  if (failed) {
    await Promise.all(outboxes.map(({ outbox }) => outbox.stop()));
    throw failed.reason;
  }
  deps.log.info({ outboxes: outboxes.map(({ name }) => name) }, 'payment outboxes started');
  for (const { name, outbox } of outboxes) {
    deps.metrics?.watchOutbox(name, () => {
      const pending = outbox.pending();
      return {
        pending: pending.length,
        failing: pending.filter((delivery) => delivery.attempts > 0).length,
      };
    });
  }

  return {
    settled: async () => {
      for (;;) {
        const head = await deps.eventStore.headPosition();
        await Promise.all(outboxes.map(({ outbox }) => outbox.settled()));
        if ((await deps.eventStore.headPosition()) === head) return;
      }
    },
    pending: () => Object.fromEntries(outboxes.map(({ name, outbox }) => [name, outbox.pending()])),
    stop: async () => {
      await Promise.all(outboxes.map(({ outbox }) => outbox.stop()));
    },
  };
};
