import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore, type StoredEvent } from '@ghost/events';
import { reservation } from '@ghost/events/testing';
import { InMemoryReadStore } from '../read-store/in-memory-read-store.js';
import type { Doc } from '../read-store/read-store.js';
import type { DerivedProjection, Projection } from './projection.js';
import { ProjectionFault, ProjectionRunner } from './projection-runner.js';

interface Counter extends Doc {
  reserved: number;
}

/** Counts reservations per key, and throws on the key "bad" until it is fixed. */
const fixable = () => {
  const state = { broken: true };
  const projection: Projection<Counter> = {
    collection: 'counters',
    canHandle: ['KeyReserved'],
    keysOf: (event: StoredEvent) => [(event.data as { key: string }).key],
    evolve: (doc, _event, key) => {
      if (state.broken && key === 'bad') throw new Error('cannot count "bad"');
      return { _id: key, reserved: (doc?.reserved ?? 0) + 1 };
    },
  };
  return { projection, fix: () => (state.broken = false) };
};

const dirs: string[] = [];
const stores: SqliteEventStore[] = [];
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A log of reservations of a, b, bad, c (in that order); answers the position of "bad". */
const logWithBadEvent = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-faults-'));
  dirs.push(dir);
  const store = new SqliteEventStore(join(dir, 'events.db'));
  stores.push(store);
  let bad = 0;
  for (const key of ['a', 'b', 'bad', 'c']) {
    const { position } = await store.append(`k-${key}`, [reservation(key)], 'no_stream');
    if (key === 'bad') bad = position;
  }
  return { store, bad };
};

const runnerOf = (...args: ConstructorParameters<typeof ProjectionRunner>) => {
  const runner = new ProjectionRunner(...args);
  runners.push(runner);
  return runner;
};

const counted = async (readStore: InMemoryReadStore) =>
  Object.fromEntries(
    (await readStore.find<Counter>('counters', {})).map((doc) => [doc._id, doc.reserved]),
  );

describe('a read model that throws', () => {
  it('stops the runner at that event with an error naming it, the events before it applied and checkpointed', async () => {
    const { store, bad } = await logWithBadEvent();
    const readStore = new InMemoryReadStore();
    const runner = runnerOf(store, readStore, [fixable().projection]);
    await expect(runner.start()).rejects.toThrow('stopped before catching up');

    expect(runner.error).toBeInstanceOf(ProjectionFault);
    expect((runner.error as Error).message).toBe(
      `The read model "counters" failed on event ${bad} (KeyReserved of k-bad): cannot count "bad"`,
    );
    expect(await counted(readStore)).toEqual({ a: 1, b: 1 });
    expect(await readStore.checkpoint('read-models')).toBe(bad - 1);
    expect(await runner.waitFor(bad, 1_000)).toBe(false);
  });

  it('resumes from that very event once fixed, skipping nothing and applying nothing twice', async () => {
    const { store } = await logWithBadEvent();
    const readStore = new InMemoryReadStore();
    const broken = fixable();
    await expect(runnerOf(store, readStore, [broken.projection]).start()).rejects.toThrow();

    broken.fix();
    const fixed = runnerOf(store, readStore, [broken.projection]);
    await fixed.start();
    expect(await counted(readStore)).toEqual({ a: 1, b: 1, bad: 1, c: 1 });
    expect(fixed.error).toBeUndefined();
  });

  it('is retried, when the runner retries its faults, until the fix, reporting the fault meanwhile', async () => {
    const { store, bad } = await logWithBadEvent();
    const readStore = new InMemoryReadStore();
    const broken = fixable();
    const faults: unknown[] = [];
    const resumed: (number | null)[] = [];
    const runner = runnerOf(store, readStore, [broken.projection], {
      retryAfterFaultMs: 20,
      onError: (error) => faults.push(error),
      onResume: (position) => resumed.push(position),
    });
    await runner.start();
    expect(runner.error).toBeInstanceOf(ProjectionFault);
    await expect.poll(() => faults.length).toBeGreaterThan(1);
    expect(await counted(readStore)).toEqual({ a: 1, b: 1 });

    broken.fix();
    await expect.poll(() => runner.error, { timeout: 5_000 }).toBeUndefined();
    expect(resumed).toEqual([(await store.headPosition()) ?? 0]);
    expect(await counted(readStore)).toEqual({ a: 1, b: 1, bad: 1, c: 1 });
    const later = await store.append('k-d', [reservation('d')], 'no_stream');
    expect(await runner.waitFor(later.position, 2_000)).toBe(true);
    expect(bad).toBeLessThan(later.position);
  });

  it('stops a derived read model before the first event of the changes it threw on', async () => {
    const { store, bad } = await logWithBadEvent();
    const readStore = new InMemoryReadStore();
    const totals: DerivedProjection<Counter, Doc & { keys: number }> = {
      collection: 'totals',
      source: 'counters',
      keysOf: () => ['all'],
      evolve: (doc, { key }) => {
        if (key === 'bad') throw new Error('cannot total "bad"');
        return { _id: 'all', keys: (doc?.keys ?? 0) + 1 };
      },
    };
    const counters = fixable();
    counters.fix();
    const runner = runnerOf(store, readStore, [counters.projection, totals]);
    await expect(runner.start()).rejects.toThrow();
    expect((runner.error as ProjectionFault).readModel).toBe('totals');
    expect(await readStore.checkpoint('read-models')).toBe(bad - 1);
    expect(await readStore.findOne('totals', { _id: 'all' })).toMatchObject({ keys: 2 });
  });
});
