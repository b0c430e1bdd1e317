import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type StoredEvent, type SubscribeOptions } from '@ghost/events';
import { reservation, release } from '@ghost/events/testing';
import { InMemoryReadStore } from '../read-store/in-memory-read-store.js';
import type { Checkpoint, Doc, WriteOp } from '../read-store/read-store.js';
import type { DerivedProjection, Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';

/** A read model counting reservations per key, enough to see every event applied exactly once. */
interface Counter extends Doc {
  reserved: number;
  released: number;
}
const counters: Projection<Counter> = {
  collection: 'counters',
  canHandle: ['KeyReserved', 'KeyReleased'],
  keysOf: (event: StoredEvent) => [(event.data as { key: string }).key],
  evolve: (doc, event, key) => ({
    _id: key,
    reserved: (doc?.reserved ?? 0) + (event.type === 'KeyReserved' ? 1 : 0),
    released: (doc?.released ?? 0) + (event.type === 'KeyReleased' ? 1 : 0),
  }),
};

/** Totals over every counter: it needs each counter's value before and after an event. */
interface Tally extends Doc {
  keys: number;
  reserved: number;
  released: number;
}
const tallies: DerivedProjection<Counter, Tally> = {
  collection: 'tallies',
  source: 'counters',
  keysOf: () => ['all'],
  evolve: (doc, { before, after }) => ({
    _id: 'all',
    keys: (doc?.keys ?? 0) - (before ? 1 : 0) + (after ? 1 : 0),
    reserved: (doc?.reserved ?? 0) - (before?.reserved ?? 0) + (after?.reserved ?? 0),
    released: (doc?.released ?? 0) - (before?.released ?? 0) + (after?.released ?? 0),
  }),
};

/** An in-memory store that remembers every batch it was asked to write. */
class RecordingReadStore extends InMemoryReadStore {
  readonly writes: { collections: string[]; checkpoint?: Checkpoint }[] = [];
  override write(ops: readonly WriteOp[], checkpoint?: Checkpoint): Promise<void> {
    this.writes.push({
      collections: ops.map((op) => op.collection),
      ...(checkpoint && { checkpoint }),
    });
    return super.write(ops, checkpoint);
  }
}

const dirs: string[] = [];
const openStore = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-runner-'));
  dirs.push(dir);
  return join(dir, 'events.db');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const appendMany = async (store: SqliteEventStore, key: string, pairs: number) => {
  for (let n = 0; n < pairs; n += 1) {
    await store.append(
      `k-${key}`,
      [reservation(key), release(key)],
      n === 0 ? 'no_stream' : 2 * n - 1,
    );
  }
};

describe('the projection runner', () => {
  it('catches up with the log before start resolves, then follows live appends', async () => {
    const store = new SqliteEventStore(openStore());
    await appendMany(store, 'a', 50);
    const readStore = new InMemoryReadStore();
    const runner = new ProjectionRunner(store, readStore, [counters], { maxBatch: 7 });
    await runner.start();
    expect(await readStore.findOne('counters', { _id: 'a' })).toMatchObject({
      reserved: 50,
      released: 50,
    });

    const live = await store.append('k-b', [reservation('b')], 'no_stream');
    expect(await runner.waitFor(live.position, 2000)).toBe(true);
    expect(await readStore.findOne('counters', { _id: 'b' })).toMatchObject({ reserved: 1 });
    expect(await readStore.checkpoint('read-models')).toBe(live.position);
    await runner.stop();
    await store.close();
  });

  it('resumes from its checkpoint after a restart without applying anything twice', async () => {
    const file = openStore();
    const readStore = new InMemoryReadStore();
    let store = new SqliteEventStore(file);
    await appendMany(store, 'a', 3);
    let runner = new ProjectionRunner(store, readStore, [counters]);
    await runner.start();
    await runner.stop();
    await store.close();

    store = new SqliteEventStore(file);
    await store.append('k-a', [reservation('a')], 5);
    runner = new ProjectionRunner(store, readStore, [counters]);
    await runner.start();
    expect(await readStore.findOne('counters', { _id: 'a' })).toMatchObject({
      reserved: 4,
      released: 3,
    });
    await runner.stop();
    await store.close();
  });

  it('rebuilds from zero into an empty read store with the same result as the live one', async () => {
    const store = new SqliteEventStore(openStore());
    const live = new InMemoryReadStore();
    const runner = new ProjectionRunner(store, live, [counters], { maxBatch: 3 });
    await runner.start();
    for (const key of ['x', 'y', 'z']) await appendMany(store, key, 4);
    const head = await store.headPosition();
    expect(await runner.waitFor(head!, 2000)).toBe(true);

    const rebuilt = new InMemoryReadStore();
    const rebuild = new ProjectionRunner(store, rebuilt, [counters], { maxBatch: 1000 });
    await rebuild.start();
    expect(await rebuilt.find('counters', {}, { sort: { _id: 1 } })).toEqual(
      await live.find('counters', {}, { sort: { _id: 1 } }),
    );
    await rebuild.stop();
    await runner.stop();
    await store.close();
  });

  it('feeds a derived read model the before and after of each document, exact whatever the batch size', async () => {
    const store = new SqliteEventStore(openStore());
    for (const key of ['a', 'b', 'c', 'd']) await appendMany(store, key, 5);
    await store.append('k-e', [reservation('e')], 'no_stream');
    for (const maxBatch of [1, 3, 7, 1000]) {
      const readStore = new InMemoryReadStore();
      const runner = new ProjectionRunner(store, readStore, [counters, tallies], { maxBatch });
      await runner.start();
      const all = await readStore.find<Counter>('counters', {});
      expect(await readStore.findOne('tallies', { _id: 'all' })).toMatchObject({
        keys: all.length,
        reserved: all.reduce((sum, counter) => sum + counter.reserved, 0),
        released: all.reduce((sum, counter) => sum + counter.released, 0),
      });
      expect(await readStore.findOne('tallies', { _id: 'all' })).toMatchObject({
        keys: 5,
        reserved: 21,
        released: 20,
      });
      await runner.stop();
    }
    await store.close();
  });

  it('writes a derived read model before its source, with the checkpoint, in one write per batch', async () => {
    const store = new SqliteEventStore(openStore());
    await appendMany(store, 'a', 2);
    const readStore = new RecordingReadStore();
    const runner = new ProjectionRunner(store, readStore, [counters, tallies], { maxBatch: 2 });
    await runner.start();
    expect(readStore.writes).toEqual([
      { collections: ['tallies', 'counters'], checkpoint: { name: 'read-models', position: 2 } },
      { collections: ['tallies', 'counters'], checkpoint: { name: 'read-models', position: 4 } },
    ]);
    await runner.stop();
    await store.close();
  });

  it('refuses a derived read model listed before the one that feeds it', () => {
    const store = new SqliteEventStore(openStore());
    expect(() => new ProjectionRunner(store, new InMemoryReadStore(), [tallies, counters])).toThrow(
      /counters/,
    );
    void store.close();
  });

  it('reads only the event types its projections can handle, and hands each projection only its own', async () => {
    const store = new SqliteEventStore(openStore());
    await appendMany(store, 'a', 3);
    const asked: (readonly string[] | undefined)[] = [];
    const watched = new Proxy(store, {
      get: (target, property) =>
        property === 'subscribe'
          ? (options: SubscribeOptions) => {
              asked.push(options.eventTypes);
              return target.subscribe(options);
            }
          : (Reflect.get(target, property) as unknown),
    });
    const reservedOnly: Projection<Counter> = { ...counters, canHandle: ['KeyReserved'] };
    const readStore = new InMemoryReadStore();
    const runner = new ProjectionRunner(watched, readStore, [reservedOnly]);
    await runner.start();
    expect(asked).toEqual([['KeyReserved']]);
    expect(await readStore.findOne('counters', { _id: 'a' })).toMatchObject({
      reserved: 3,
      released: 0,
    });
    await runner.stop();
    await store.close();
  });

  it('has reached the events it passed over: a start catches up with a log ending in one, a wait for one resolves', async () => {
    const store = new SqliteEventStore(openStore());
    await appendMany(store, 'a', 2);
    const head = await store.headPosition();
    const readStore = new InMemoryReadStore();
    const reservedOnly: Projection<Counter> = { ...counters, canHandle: ['KeyReserved'] };
    const runner = new ProjectionRunner(store, readStore, [reservedOnly]);
    await runner.start();
    expect(await runner.position()).toBe(head);
    expect(await readStore.checkpoint('read-models')).toBe(head);

    const passedOver = await store.append('k-a', [release('a')], 3);
    expect(await runner.waitFor(passedOver.position, 2000)).toBe(true);
    expect(await readStore.findOne('counters', { _id: 'a' })).toMatchObject({ reserved: 2 });
    await runner.stop();
    await store.close();
  });

  it('checkpoints at a stop the position that batches of nothing to apply reached', async () => {
    const store = new SqliteEventStore(openStore());
    await appendMany(store, 'a', 1);
    const readStore = new InMemoryReadStore();
    const reservedOnly: Projection<Counter> = { ...counters, canHandle: ['KeyReserved'] };
    const runner = new ProjectionRunner(store, readStore, [reservedOnly]);
    await runner.start();
    const passedOver = await store.append('k-a', [release('a')], 1);
    expect(await runner.waitFor(passedOver.position, 2000)).toBe(true);
    expect(await readStore.checkpoint('read-models')).toBeLessThan(passedOver.position);
    await runner.stop();
    expect(await readStore.checkpoint('read-models')).toBe(passedOver.position);
    await store.close();
  });

  it('answers false to a wait that times out', async () => {
    const store = new SqliteEventStore(openStore());
    const runner = new ProjectionRunner(store, new InMemoryReadStore(), []);
    await runner.start();
    expect(await runner.waitFor(1_000_000, 50)).toBe(false);
    await runner.stop();
    await store.close();
  });
});
