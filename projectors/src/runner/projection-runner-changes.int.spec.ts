import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type StoredEvent } from '@ghost/events';
import { release, reservation } from '@ghost/events/testing';
import { InMemoryReadStore } from '../read-store/in-memory-read-store.js';
import type { Doc } from '../read-store/read-store.js';
import type { DerivedProjection, Projection } from './projection.js';
import { ProjectionRunner } from './projection-runner.js';
import type { ReadModelChange } from './read-model-changes.js';

/** Reservations per key; a release changes nothing (so a batch of releases writes nothing). */
interface Counter extends Doc {
  reserved: number;
}
const counters: Projection<Counter> = {
  collection: 'counters',
  canHandle: ['KeyReserved', 'KeyReleased'],
  keysOf: (event: StoredEvent) => [(event.data as { key: string }).key],
  evolve: (doc, event, key) =>
    event.type === 'KeyReserved' ? { _id: key, reserved: (doc?.reserved ?? 0) + 1 } : doc,
};
const totals: DerivedProjection<Counter, Doc & { reserved: number }> = {
  collection: 'totals',
  source: 'counters',
  keysOf: () => ['all'],
  evolve: (doc, { before, after }) => ({
    _id: 'all',
    reserved: (doc?.reserved ?? 0) - (before?.reserved ?? 0) + (after?.reserved ?? 0),
  }),
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const started = async (onError?: (error: unknown) => void) => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-runner-changes-'));
  dirs.push(dir);
  const store = new SqliteEventStore(join(dir, 'events.db'));
  const readStore = new InMemoryReadStore();
  const runner = new ProjectionRunner(store, readStore, [counters, totals], {
    ...(onError && { onError }),
  });
  await runner.start();
  const heard: ReadModelChange[] = [];
  runner.onApplied((change) => heard.push(change));
  return {
    store,
    readStore,
    runner,
    heard,
    stop: async () => {
      await runner.stop();
      await store.close();
    },
  };
};

const sorted = (change: ReadModelChange | undefined) =>
  change?.changed &&
  Object.fromEntries([...change.changed].map(([c, ids]) => [c, [...ids].sort()]));

describe('the projection runner tells who listens what each batch changed', () => {
  it('names the position reached and the documents written per read model, once they can be read', async () => {
    const { store, readStore, runner, heard, stop } = await started();
    const readable: unknown[] = [];
    runner.onApplied(() => {
      void readStore.findOne('counters', { _id: 'b' }).then((doc) => readable.push(doc));
    });
    const written = await store.appendToStreams([
      { streamId: 'k-a', events: [reservation('a')], expected: 'no_stream' },
      { streamId: 'k-b', events: [reservation('b')], expected: 'no_stream' },
    ]);
    const last = Math.max(...written.map((result) => result.position));
    expect(await runner.waitFor(last, 2000)).toBe(true);
    expect(heard.map((change) => change.position)).toEqual([last]);
    expect(sorted(heard[0])).toEqual({ counters: ['a', 'b'], totals: ['all'] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(readable).toEqual([{ _id: 'b', reserved: 1, _position: expect.any(Number) }]);
    await stop();
  });

  it('says nothing of a batch that changed no document', async () => {
    const { store, runner, heard, stop } = await started();
    const reserved = await store.append('k-a', [reservation('a')], 'no_stream');
    expect(await runner.waitFor(reserved.position, 2000)).toBe(true);
    const released = await store.append('k-a', [release('a')], 0);
    expect(await runner.waitFor(released.position, 2000)).toBe(true);
    expect(heard.map((change) => change.position)).toEqual([reserved.position]);
    await stop();
  });

  it('says that any document may have changed after a take-over (a rebuild swapping read models in)', async () => {
    const { store, runner, heard, stop } = await started();
    const reserved = await store.append('k-a', [reservation('a')], 'no_stream');
    expect(await runner.waitFor(reserved.position, 2000)).toBe(true);
    await runner.takeOver((applied) => Promise.resolve(applied));
    expect(heard.at(-1)).toEqual({ position: reserved.position, changed: null });
    await stop();
  });

  it('goes on projecting when a listener throws, and reports it', async () => {
    const reported: unknown[] = [];
    const { store, readStore, runner, stop } = await started((error) => reported.push(error));
    runner.onApplied(() => {
      throw new Error('a broken stream');
    });
    await store.append('k-a', [reservation('a')], 'no_stream');
    const second = await store.append('k-a', [reservation('a')], 0);
    expect(await runner.waitFor(second.position, 2000)).toBe(true);
    expect(await readStore.findOne('counters', { _id: 'a' })).toMatchObject({ reserved: 2 });
    expect(reported.length).toBeGreaterThan(0);
    expect(runner.error).toBeUndefined();
    await stop();
  });
});
