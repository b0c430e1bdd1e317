import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  auditKeyFromSeed,
  createLogger,
  newAuditKeySeed,
  SqliteEventStore,
  streams,
  verifyLog,
  type EventStore,
} from '@ghost/events';
import { reservation } from '@ghost/events/testing';
import { LogCheckpointer } from './log-checkpointer.js';

const key = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));
const dirs: string[] = [];
const newStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-checkpoints-'));
  dirs.push(dir);
  return new SqliteEventStore(join(dir, 'events.db'));
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const checkpointer = (store: EventStore, options: { everyEvents?: number; everyMs?: number }) =>
  new LogCheckpointer({
    eventStore: store,
    key,
    clock: () => new Date(),
    log: createLogger('test', 'silent'),
    ...options,
  });

const reserve = (store: SqliteEventStore, count: number, from = 0) =>
  Promise.all(
    Array.from({ length: count }, (_, n) =>
      store.append(`key-${from + n}`, [reservation(`k${from + n}`)], 'no_stream'),
    ),
  );

const checkpointsIn = async (store: SqliteEventStore) =>
  (await store.readStream(streams.auditCheckpoints())).map(
    (event) => (event.data as { eventCount: number }).eventCount,
  );

describe('the log checkpointer', () => {
  it('signs a checkpoint once every so many events were written, and one of everything at a stop', async () => {
    const store = newStore();
    const signer = checkpointer(store, { everyEvents: 5 });
    await signer.start();
    await reserve(store, 6);
    await expect.poll(() => checkpointsIn(store)).toHaveLength(1);
    await reserve(store, 2, 100);
    await signer.stop();
    const counts = await checkpointsIn(store);
    expect(counts).toHaveLength(2);
    // The last signs every event before it: the log ends with it.
    expect(counts.at(-1)).toBe((await store.readAll(null, 100)).length - 1);
    const report = await verifyLog(store, { publicKey: key.publicKey });
    expect(report.ok).toBe(true);
    expect(report.unanchoredEvents).toBe(1);
    await store.close();
  });

  it('signs what came within the interval, and nothing while nothing comes', async () => {
    const store = newStore();
    const signer = checkpointer(store, { everyEvents: 1000, everyMs: 50 });
    await signer.start();
    await reserve(store, 2);
    await expect.poll(() => checkpointsIn(store)).toHaveLength(1);
    await sleep(200);
    expect(await checkpointsIn(store)).toHaveLength(1);
    await signer.stop();
    expect(await checkpointsIn(store)).toHaveLength(1);
    await store.close();
  });

  it('picks up after a restart where the log is, its checkpoints included', async () => {
    const store = newStore();
    const first = checkpointer(store, { everyEvents: 3 });
    await first.start();
    await reserve(store, 4);
    await first.stop();
    const second = checkpointer(store, { everyEvents: 3 });
    await second.start();
    await reserve(store, 4, 10);
    await second.stop();
    expect((await verifyLog(store, { publicKey: key.publicKey })).ok).toBe(true);
    expect((await checkpointsIn(store)).length).toBeGreaterThanOrEqual(3);
    await store.close();
  });

  it('signs the checkpoint it wrote in the next one, even when enough events for another came while it was written', async () => {
    const store = newStore();
    let raced = false;
    // Other writers fill the log while the first checkpoint is on its way: the checkpointer reads
    // them and asks for another checkpoint before its own is written.
    const racing = new Proxy(store, {
      get(target, property) {
        if (property === 'append') {
          const append: EventStore['append'] = async (streamId, events, expected) => {
            if (streamId === streams.auditCheckpoints() && !raced) {
              raced = true;
              await reserve(store, 3, 200);
              await sleep(100);
            }
            return target.append(streamId, events, expected);
          };
          return append;
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const signer = checkpointer(racing, { everyEvents: 3 });
    await signer.start();
    await reserve(store, 3);
    await expect.poll(() => checkpointsIn(store)).toHaveLength(2);
    await signer.stop();
    const [first, second] = await checkpointsIn(store);
    // The second signs the three events, the three that came meanwhile and the first checkpoint.
    expect([first, second]).toEqual([3, 7]);
    const report = await verifyLog(store, { publicKey: key.publicKey });
    expect(report.ok).toBe(true);
    expect(report.unanchoredEvents).toBe(1);
    await store.close();
  });
});
