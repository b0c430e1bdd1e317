import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, SqliteEventStore, type StoredEvent } from '@ghost/events';
import { reservation } from '@ghost/events/testing';
import type { DeliveryOutcome, OutboxChannel } from './outbox-channel.js';
import { Outbox } from './outbox.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A channel asked for a read by every reservation, whose receiver never settles anything (as the chain check reads an open payment
 * again and again): every request is attempted, answered retryable, and due again soon.
 */
const neverSettled = (attempted: Set<string>): OutboxChannel<string, DeliveryOutcome> => ({
  name: 'never-settled',
  requestIn: (event: StoredEvent) =>
    event.type === 'KeyReserved' ? { key: event.streamId, request: event.streamId } : null,
  progressIn: () => null,
  deliver: async (request) => {
    attempted.add(request);
    await new Promise((resolve) => setTimeout(resolve, 2));
    return { delivered: false, retryable: true, error: 'not yet' };
  },
  unanswered: (error) => ({ delivered: false, retryable: true, error: String(error) }),
  record: () => Promise.resolve(null),
});

describe('a busy outbox', () => {
  it('reaches every request in turn, the longest due first, however often the first ones are due again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ghost-outbox-fairness-'));
    dirs.push(dir);
    const store = new SqliteEventStore(join(dir, 'events.db'));
    const attempted = new Set<string>();
    const outbox = new Outbox(store, neverSettled(attempted), {
      // One at a time, each due again 10 ms after its attempt: the first few alone keep it busy.
      concurrency: 1,
      policy: { maxAttempts: Number.MAX_SAFE_INTEGER, initialDelayMs: 10, maxDelayMs: 10 },
      log: createLogger('test', 'silent'),
    });
    await outbox.start();
    const streams = Array.from({ length: 40 }, (_, n) => `read-${n}`);
    for (const stream of streams) {
      await store.append(stream, [reservation(stream)], 'no_stream');
    }
    await expect.poll(() => attempted.size, { timeout: 10_000 }).toBe(streams.length);
    await outbox.stop();
    await store.close();
  });
});
