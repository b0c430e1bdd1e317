import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createLogger,
  SqliteEventStore,
  streams,
  type EventStore,
  type StoredEvent,
  type TransactionEvent,
} from '@ghost/events';
import { newEvent } from '@ghost/events/testing';
import type { CommandContext } from '../../handling/command-context.js';
import { handleCommand } from '../../handling/handle-command.js';
import { fulfilmentChannel } from '../../payments/outboxes/fulfilment-channel.js';
import { subscriptionRequestIdOf } from '../../payments/subscription-rules.js';
import { cryptoSubscription } from '../../payments/testing/transaction-examples.js';
import { transactionDecider } from '../../payments/transaction-decider.js';
import type { FulfilmentAnswer, FulfilmentRequest } from '../../ports/subscription-fulfilment.js';
import {
  createFulfilmentReceiverSandbox,
  fulfilmentReceiverPath,
} from '../../sandboxes/fulfilment-receiver/fulfilment-receiver-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import { HttpSubscriptionFulfilment } from '../fulfilment/http-subscription-fulfilment.js';
import { InMemoryReadStore } from '@ghost/projectors';
import { fileCheckpoint } from './outbox-checkpoint.js';
import { outboxLeasesCollection, readStoreLease, type OutboxLease } from './outbox-lease.js';
import type { OutboxTimer } from './outbox-timer.js';
import { Outbox } from './outbox.js';

// The outbox is driven here by the real subscription events and the real fulfilment channel:
// SubscriptionUpdateRequested asks for a delivery, SubscriptionWebhookDelivered / Failed record
// its attempts, SubscriptionUpdated settles it.

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

interface AttemptData {
  attempt: number | undefined;
  delivered: boolean;
  status: number | null;
  error: string | null;
  nextAttemptAt: string | null;
}

/** Time that moves only when the test says so. */
class ManualTimer implements OutboxTimer {
  private current: number;
  private sleepers: { until: number; wake: () => void }[] = [];

  constructor(start: Date) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const sleeper = {
        until: this.current + ms,
        wake: () => {
          this.sleepers = this.sleepers.filter((s) => s !== sleeper);
          resolve();
        },
      };
      if (signal.aborted || ms <= 0) {
        resolve();
        return;
      }
      this.sleepers.push(sleeper);
      signal.addEventListener('abort', sleeper.wake, { once: true });
    });
  }

  advance(ms: number): void {
    this.current += ms;
    for (const sleeper of this.sleepers.filter((s) => s.until <= this.current)) sleeper.wake();
  }
}

const secret = Buffer.from('the fulfilment webhook secret 32');
const start = new Date('2025-03-01T10:00:00Z');
const log = createLogger('test', 'silent');
const policy = { maxAttempts: 4, initialDelayMs: 1000, maxDelayMs: 60_000 };
const dirs: string[] = [];

/** A payment ID per test key, e.g. A → GHOST-1740823200000-OUTBOXTESTA000000000. */
const paymentIdOf = (key: string) =>
  `GHOST-1740823200000-OUTBOXTEST${key.padEnd(12, '0')}`.slice(0, 41);

/** The outbox's key of a test's delivery: the payment's subscription request id. */
const keyOf = (key: string) => subscriptionRequestIdOf(paymentIdOf(key));

/** An event store whose first appends fail, as a busy or unreachable store would. */
const failingFirstAppends = (store: EventStore, failures: number): EventStore => {
  let left = failures;
  return new Proxy(store, {
    get: (target, property, receiver) => {
      if (property === 'append') {
        return (...args: Parameters<EventStore['append']>) => {
          if (left > 0) {
            left -= 1;
            return Promise.reject(new Error('the event store is busy'));
          }
          return target.append(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
};

let receiverSite: RunningSandbox;
let receiver: ReturnType<typeof createFulfilmentReceiverSandbox>;
let timer: ManualTimer;
let dir: string;
let store: SqliteEventStore;
const running: Outbox<FulfilmentRequest, FulfilmentAnswer>[] = [];

const openStore = () => new SqliteEventStore(join(dir, 'events.db'));

const startOutbox = async (
  options: {
    timeoutMs?: number;
    failRecords?: number;
    checkpoint?: boolean;
    lease?: OutboxLease;
  } = {},
) => {
  const fulfilment = new HttpSubscriptionFulfilment(
    {
      url: `${receiverSite.url}${fulfilmentReceiverPath}`,
      secret,
      timeoutMs: options.timeoutMs ?? 2000,
    },
    () => timer.now(),
  );
  const recordTo = options.failRecords ? failingFirstAppends(store, options.failRecords) : store;
  const channel = fulfilmentChannel({ eventStore: recordTo, fulfilment, log });
  const outbox = new Outbox(store, channel, {
    policy,
    timer,
    log,
    ...(options.checkpoint ? { checkpoint: fileCheckpoint(join(dir, 'outbox.json')) } : {}),
    ...(options.lease ? { lease: options.lease } : {}),
  });
  running.push(outbox);
  await outbox.start();
  return outbox;
};

const adminContext = (commandId: string): CommandContext => ({
  actor: { kind: 'admin', id: 'u1', username: 'alice' },
  commandId,
  correlationId: commandId,
  now: timer.now(),
});

/** A PRO payment verified by an admin: its SubscriptionUpdateRequested asks for a delivery. */
const request = async (key: string) => {
  const paymentId = paymentIdOf(key);
  await store.append(
    streams.transaction(paymentId),
    [newEvent('PaymentSubmitted', { ...cryptoSubscription, paymentId, priceRef: 'p' })],
    'no_stream',
  );
  const verified = await handleCommand(
    store,
    streams.transaction(paymentId),
    transactionDecider,
    { kind: 'VerifyPayment', notes: null },
    adminContext(`verify-${key}`),
  );
  return { position: verified.position ?? 0 };
};

const eventsOf = async (key: string): Promise<StoredEvent[]> =>
  store.readStream(streams.transaction(paymentIdOf(key)));

/** The outbox's attempts, as recorded on the payment. */
const attemptsOf = async (key: string): Promise<AttemptData[]> =>
  (await eventsOf(key)).flatMap((event): AttemptData[] => {
    if (event.type === 'SubscriptionWebhookDelivered') {
      const data = event.data as Of<'SubscriptionWebhookDelivered'>;
      return [
        {
          attempt: data.attempt,
          delivered: true,
          status: data.status,
          error: null,
          nextAttemptAt: null,
        },
      ];
    }
    if (event.type === 'SubscriptionWebhookFailed') {
      const data = event.data as Of<'SubscriptionWebhookFailed'>;
      return [
        {
          attempt: data.attempt,
          delivered: false,
          status: data.status,
          error: data.error,
          nextAttemptAt: data.nextAttemptAt ?? null,
        },
      ];
    }
    return [];
  });

const receivedFor = (key: string) =>
  receiver.received.filter(
    (r) => (JSON.parse(r.body) as { paymentId: string }).paymentId === paymentIdOf(key),
  );

beforeEach(async () => {
  timer = new ManualTimer(start);
  receiver = createFulfilmentReceiverSandbox({ secret, clock: () => timer.now() });
  receiverSite = await listenSandbox(receiver.app);
  dir = mkdtempSync(join(tmpdir(), 'ghost-outbox-'));
  dirs.push(dir);
  store = openStore();
});
afterEach(async () => {
  for (const outbox of running.splice(0)) await outbox.stop();
  await store.close();
  await receiverSite.close();
});
afterAll(() => {
  for (const each of dirs) rmSync(each, { recursive: true, force: true });
});

describe('the delivery outbox', () => {
  it('delivers a requested webhook and records the answer as an event', async () => {
    await request('A');
    const outbox = await startOutbox();
    await outbox.settled();
    expect(receivedFor('A')).toHaveLength(1);
    expect(receivedFor('A')[0]?.signature).toEqual({ valid: true });
    expect(await attemptsOf('A')).toEqual([
      { attempt: 1, delivered: true, status: 200, error: null, nextAttemptAt: null },
    ]);
    expect(outbox.pending()).toEqual([]);
  });

  it('delivers a request appended while it runs, without waiting for a timer', async () => {
    const outbox = await startOutbox();
    await request('LIVE');
    await outbox.settled();
    expect(receivedFor('LIVE')).toHaveLength(1);
    expect((await attemptsOf('LIVE'))[0]?.delivered).toBe(true);
  });

  it('backs off exponentially on 5xx, and stops once delivered', async () => {
    receiver.faults.add({ status: 503, times: 2 });
    await request('B');
    const outbox = await startOutbox();
    await outbox.settled();
    expect(await attemptsOf('B')).toEqual([
      {
        attempt: 1,
        delivered: false,
        status: 503,
        error: 'HTTP 503',
        nextAttemptAt: '2025-03-01T10:00:01.000Z',
      },
    ]);

    timer.advance(999);
    await outbox.settled();
    expect(receivedFor('B')).toHaveLength(1);

    timer.advance(1);
    await outbox.settled();
    expect((await attemptsOf('B')).map((a) => [a.attempt, a.status, a.nextAttemptAt])).toEqual([
      [1, 503, '2025-03-01T10:00:01.000Z'],
      [2, 503, '2025-03-01T10:00:03.000Z'],
    ]);

    timer.advance(2000);
    await outbox.settled();
    expect((await attemptsOf('B')).at(-1)).toMatchObject({
      attempt: 3,
      delivered: true,
      nextAttemptAt: null,
    });
    timer.advance(600_000);
    await outbox.settled();
    expect(receivedFor('B')).toHaveLength(3);
  });

  it('retries after a timeout, and on 408 and 429', async () => {
    receiver.faults.add({ delayMs: 1000, times: 1 });
    receiver.faults.add({ status: 408, times: 1 });
    receiver.faults.add({ status: 429, times: 1 });
    await request('C');
    const outbox = await startOutbox({ timeoutMs: 150 });
    await outbox.settled();
    for (const wait of [1000, 2000, 4000]) {
      timer.advance(wait);
      await outbox.settled();
    }
    const attempts = await attemptsOf('C');
    expect(attempts.map((a) => [a.attempt, a.status, a.delivered])).toEqual([
      [1, null, false],
      [2, 408, false],
      [3, 429, false],
      [4, 200, true],
    ]);
    expect(attempts[0]?.error).toContain('no answer within 150 ms');
  });

  it('does not retry a refusal such as 400 or a bad signature', async () => {
    receiver.faults.add({ status: 400, times: 1 });
    await request('D');
    const outbox = await startOutbox();
    await outbox.settled();
    timer.advance(3_600_000);
    await outbox.settled();
    expect(await attemptsOf('D')).toEqual([
      {
        attempt: 1,
        delivered: false,
        status: 400,
        error: 'HTTP 400',
        nextAttemptAt: null,
      },
    ]);
    expect(receivedFor('D')).toHaveLength(1);
  });

  it('gives up after the last attempt the policy allows, and records that nothing follows', async () => {
    receiver.faults.add({ status: 500 });
    await request('E');
    const outbox = await startOutbox();
    await outbox.settled();
    for (const wait of [1000, 2000, 4000, 8000, 16000]) {
      timer.advance(wait);
      await outbox.settled();
    }
    const attempts = await attemptsOf('E');
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4]);
    expect(attempts.at(-1)?.nextAttemptAt).toBeNull();
    expect(outbox.pending()).toEqual([]);
  });

  it('stops retrying a delivery settled by other means', async () => {
    receiver.faults.add({ status: 503 });
    await request('F');
    const outbox = await startOutbox();
    await outbox.settled();
    // An admin grants the subscription by hand while the outbox waits to try again.
    await handleCommand(
      store,
      streams.transaction(paymentIdOf('F')),
      transactionDecider,
      { kind: 'UpdateSubscription', notes: 'granted in the tool' },
      adminContext('update-F'),
    );
    await outbox.settled();
    timer.advance(60_000);
    await outbox.settled();
    expect(receivedFor('F')).toHaveLength(1);
  });

  it('survives a restart: a pending retry resumes from the log, a delivered one is not sent again', async () => {
    await request('DONE');
    const first = await startOutbox();
    await first.settled();
    receiver.faults.add({ status: 503, times: 1 });
    await request('RETRY');
    await first.settled();
    expect((await attemptsOf('RETRY')).map((a) => a.status)).toEqual([503]);
    await first.stop();
    await store.close();

    // A new process: nothing in memory, the same log.
    store = openStore();
    timer.advance(1000);
    const second = await startOutbox();
    // Rebuilt from the log: one attempt made, the next due when the recorded event said.
    expect(second.pending()).toMatchObject([
      { key: keyOf('RETRY'), attempts: 1, dueAt: new Date('2025-03-01T10:00:01.000Z') },
    ]);
    await second.settled();
    expect((await attemptsOf('RETRY')).map((a) => [a.attempt, a.delivered])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(receivedFor('DONE')).toHaveLength(1);
    expect(receivedFor('RETRY')).toHaveLength(2);
  });

  it('keeps its checkpoint before the oldest delivery still pending', async () => {
    await request('OLD');
    const outbox = await startOutbox({ checkpoint: true });
    await outbox.settled();
    receiver.faults.add({ status: 503, times: 1 });
    const pending = await request('PENDING');
    await outbox.settled();
    const checkpoint = () =>
      (JSON.parse(readFileSync(join(dir, 'outbox.json'), 'utf8')) as { position: number }).position;
    expect(checkpoint()).toBe(pending.position - 1);

    await outbox.stop();
    running.splice(0);
    timer.advance(1000);
    const resumed = await startOutbox({ checkpoint: true });
    await resumed.settled();
    expect((await attemptsOf('PENDING')).at(-1)?.delivered).toBe(true);
    expect(receivedFor('OLD')).toHaveLength(1);
    expect(checkpoint()).toBe(await store.headPosition());
  });

  it('delivers again later, never losing the request, when an attempt cannot be recorded', async () => {
    await request('G');
    const outbox = await startOutbox({ failRecords: 1 });
    await outbox.settled();
    expect(await attemptsOf('G')).toEqual([]);
    expect(outbox.pending()).toMatchObject([{ key: keyOf('G'), attempts: 0 }]);
    timer.advance(1000);
    await outbox.settled();
    expect(await attemptsOf('G')).toMatchObject([{ attempt: 1, delivered: true }]);
    // The receiver saw the same event id twice and applied it once.
    expect(receivedFor('G').map((r) => r.duplicate)).toEqual([false, true]);
  });

  it('starts without waiting for deliveries, so a hanging receiver holds nothing up', async () => {
    receiver.faults.add({ delayMs: 1500, times: 1 });
    await request('H');
    const outbox = await startOutbox({ timeoutMs: 1000 });
    // The attempt cannot end before the 1000 ms timeout: start answered while it was under way.
    expect(outbox.pending()).toMatchObject([{ key: keyOf('H'), attempts: 0 }]);
    await outbox.settled();
    expect((await attemptsOf('H'))[0]?.status).toBeNull();
  });
});

describe('outboxes of several command-service instances on one log', () => {
  const ttlMs = 15_000;
  let leases: InMemoryReadStore;
  beforeEach(() => {
    leases = new InMemoryReadStore();
  });
  const leaseOf = (holder: string): OutboxLease =>
    readStoreLease({
      readStore: leases,
      outbox: 'subscription-fulfilment',
      holder,
      ttlMs,
      now: () => timer.now(),
    });
  /** The lease is renewed on its own schedule: wait until the standby has taken it. */
  const takenBy = async (outbox: { holdsLease: boolean }) => {
    while (!outbox.holdsLease) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const holder = async () =>
    (await leases.findOne<{ _id: string; holder: string | null }>(outboxLeasesCollection, {}))
      ?.holder;

  it('deliver each webhook once: only the holder of the lease delivers, the other follows the log', async () => {
    const first = await startOutbox({ lease: leaseOf('instance-1') });
    const second = await startOutbox({ lease: leaseOf('instance-2') });
    expect([first.holdsLease, second.holdsLease]).toEqual([true, false]);
    for (const key of ['A', 'B', 'C', 'D']) await request(key);
    await first.settled();
    await second.settled();
    for (const key of ['A', 'B', 'C', 'D']) {
      expect(receivedFor(key)).toHaveLength(1);
      expect(await attemptsOf(key)).toMatchObject([{ attempt: 1, delivered: true }]);
    }
    // The standby read the attempts from the log: nothing is left for it to do.
    expect(second.pending()).toEqual([]);
  });

  it('hand the deliveries over when the holder dies: the lease runs out and the other takes it', async () => {
    const dying = leaseOf('instance-1');
    // A process that dies gives nothing up: its lease simply stops being renewed.
    const first = await startOutbox({ lease: { ...dying, release: () => Promise.resolve() } });
    const second = await startOutbox({ lease: leaseOf('instance-2') });
    await first.stop();
    await request('E');
    timer.advance(ttlMs / 3);
    // Its renewal comes and goes: the dead holder's lease has not run out yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await second.settled();
    expect(second.holdsLease).toBe(false);
    expect(receivedFor('E')).toEqual([]);

    timer.advance(ttlMs);
    await takenBy(second);
    await second.settled();
    expect(await holder()).toBe('instance-2');
    expect(receivedFor('E')).toHaveLength(1);
    expect(await attemptsOf('E')).toMatchObject([{ attempt: 1, delivered: true }]);
  });

  it('hand the lease over at the next renewal when the holder stops cleanly', async () => {
    const first = await startOutbox({ lease: leaseOf('instance-1') });
    const second = await startOutbox({ lease: leaseOf('instance-2') });
    await first.stop();
    expect(await holder()).toBeNull();
    await request('F');
    timer.advance(ttlMs / 3);
    await takenBy(second);
    await second.settled();
    expect(receivedFor('F')).toHaveLength(1);
  });
});
