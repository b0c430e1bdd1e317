import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { v5 as uuidv5 } from 'uuid';
import type { ZodType } from 'zod';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, SqliteEventStore, type EventStore, type StoredEvent } from '@ghost/events';
import { newEvent } from '@ghost/events/testing';
import type * as Registry from '../../../../events/src/catalogue/registry.js';
import type {
  FulfilmentRequest,
  SubscriptionFulfilment,
} from '../../ports/subscription-fulfilment.js';
import {
  createFulfilmentReceiverSandbox,
  fulfilmentReceiverPath,
} from '../../sandboxes/fulfilment-receiver/fulfilment-receiver-sandbox.js';
import { listenSandbox, type RunningSandbox } from '../../sandboxes/running-sandbox.js';
import { HttpSubscriptionFulfilment } from '../fulfilment/http-subscription-fulfilment.js';
import { fileCheckpoint } from './outbox-checkpoint.js';
import type { OutboxChannel } from './outbox-channel.js';
import type { OutboxTimer } from './outbox-timer.js';
import { Outbox } from './outbox.js';

// Test-only events, not in the catalogue: the registry learns them for this spec alone, so the
// real SQLite store (which refuses unknown types) records them. At merge the outbox is wired to
// SubscriptionUpdateRequested / SubscriptionWebhookDelivered / SubscriptionWebhookFailed.
vi.mock('../../../../events/src/catalogue/registry.js', async (importOriginal) => {
  const original = await importOriginal<typeof Registry>();
  const { z } = await import('zod');
  const testSchemas = new Map<string, ZodType>([
    ['TestDeliveryRequested', z.strictObject({ key: z.string(), username: z.string() })],
    [
      'TestDeliveryAttempted',
      z.strictObject({
        key: z.string(),
        attempt: z.int().positive(),
        delivered: z.boolean(),
        status: z.int().nullable(),
        error: z.string().nullable(),
        nextAttemptAt: z.iso.datetime().nullable(),
      }),
    ],
    ['TestDeliverySettled', z.strictObject({ key: z.string() })],
  ]);
  return {
    ...original,
    currentVersionOf: (type: string) =>
      testSchemas.has(type) ? 1 : original.currentVersionOf(type),
    validateEventData: (type: string, data: unknown) =>
      testSchemas.get(type)?.parse(data) ?? original.validateEventData(type, data),
    upcastEventData: (type: string, data: unknown, version: number) =>
      testSchemas.has(type) ? data : original.upcastEventData(type, data, version),
  };
});

interface AttemptData {
  key: string;
  attempt: number;
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

const streamOf = (key: string) => `testdelivery-${key}`;

/** The channel as the payments feature will write it, over the test-only events. */
const testChannel = (
  eventStore: EventStore,
  fulfilment: SubscriptionFulfilment,
  options: { failRecords?: number } = {},
): OutboxChannel<FulfilmentRequest> => {
  let failRecords = options.failRecords ?? 0;
  return {
    name: 'test-fulfilment',
    requestIn: (event: StoredEvent) => {
      if (event.type !== 'TestDeliveryRequested') return null;
      const data = event.data as { key: string; username: string };
      return {
        key: data.key,
        request: {
          eventId: event.metadata.eventId,
          paymentId: data.key,
          username: data.username,
          email: `${data.username}@example.com`,
          subscriptionDuration: '3_months',
        },
      };
    },
    progressIn: (event: StoredEvent) => {
      if (event.type === 'TestDeliverySettled') {
        return { key: (event.data as { key: string }).key, attempt: null, nextAttemptAt: null };
      }
      if (event.type !== 'TestDeliveryAttempted') return null;
      const data = event.data as AttemptData;
      return {
        key: data.key,
        attempt: data.attempt,
        nextAttemptAt: data.nextAttemptAt === null ? null : new Date(data.nextAttemptAt),
      };
    },
    deliver: (request) => fulfilment.deliver(request),
    record: async (attempt) => {
      if (failRecords > 0) {
        failRecords -= 1;
        throw new Error('the event store is busy');
      }
      const written = await eventStore.append(
        streamOf(attempt.key),
        [
          newEvent(
            'TestDeliveryAttempted',
            {
              key: attempt.key,
              attempt: attempt.attempt,
              delivered: attempt.answer.delivered,
              status: attempt.answer.status,
              error: attempt.answer.error,
              nextAttemptAt: attempt.nextAttemptAt?.toISOString() ?? null,
            },
            {
              eventId: uuidv5(`${attempt.key}:${attempt.attempt}`, uuidv5.URL),
              occurredAt: attempt.attemptedAt.toISOString(),
            },
          ),
        ],
        'any',
      );
      return written.position;
    },
  };
};

let receiverSite: RunningSandbox;
let receiver: ReturnType<typeof createFulfilmentReceiverSandbox>;
let timer: ManualTimer;
let dir: string;
let store: SqliteEventStore;
const running: Outbox<FulfilmentRequest>[] = [];

const openStore = () => new SqliteEventStore(join(dir, 'events.db'));

const startOutbox = async (
  options: { timeoutMs?: number; failRecords?: number; checkpoint?: boolean } = {},
) => {
  const fulfilment = new HttpSubscriptionFulfilment(
    {
      url: `${receiverSite.url}${fulfilmentReceiverPath}`,
      secret,
      timeoutMs: options.timeoutMs ?? 2000,
    },
    () => timer.now(),
  );
  const outbox = new Outbox(store, testChannel(store, fulfilment, options), {
    policy,
    timer,
    log,
    ...(options.checkpoint ? { checkpoint: fileCheckpoint(join(dir, 'outbox.json')) } : {}),
  });
  running.push(outbox);
  await outbox.start();
  return outbox;
};

const request = (key: string, username = 'player1') =>
  store.append(streamOf(key), [newEvent('TestDeliveryRequested', { key, username })], 'no_stream');

const attemptsOf = async (key: string): Promise<AttemptData[]> =>
  (await store.readStream(streamOf(key)))
    .filter((event) => event.type === 'TestDeliveryAttempted')
    .map((event) => event.data as AttemptData);

const receivedFor = (key: string) =>
  receiver.received.filter((r) => (JSON.parse(r.body) as { paymentId: string }).paymentId === key);

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
      { key: 'A', attempt: 1, delivered: true, status: 200, error: null, nextAttemptAt: null },
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
        key: 'B',
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
        key: 'D',
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
    await store.append(streamOf('F'), [newEvent('TestDeliverySettled', { key: 'F' })], 'any');
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
      { key: 'RETRY', attempts: 1, dueAt: new Date('2025-03-01T10:00:01.000Z') },
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
    expect(outbox.pending()).toMatchObject([{ key: 'G', attempts: 0 }]);
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
    expect(outbox.pending()).toMatchObject([{ key: 'H', attempts: 0 }]);
    await outbox.settled();
    expect((await attemptsOf('H'))[0]?.status).toBeNull();
  });
});
