import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../../testing/event-store-contract.js';
import { release, reservation } from '../../testing/new-event.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const dir = mkdtempSync(join(tmpdir(), 'ghost-sqlite-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describeEventStoreContract('SQLite', () =>
  Promise.resolve(new SqliteEventStore(join(dir, 'events.db'))),
);

describe('the SQLite event store', () => {
  it('leaves its log at rest when closed: the write-ahead log folded into the database', async () => {
    const file = join(dir, 'at-rest.db');
    const store = new SqliteEventStore(file);
    await store.append('rest-1', [reservation('a')], 'no_stream');
    expect(existsSync(`${file}-wal`) && statSync(`${file}-wal`).size).toBeGreaterThan(0);
    await store.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new SqliteEventStore(file);
    expect(await reopened.readStream('rest-1')).toHaveLength(1);
    await reopened.close();
  });

  it('hands its subscribers the events another process wrote between two of its own commits', async () => {
    const file = join(dir, 'two-writers.db');
    const ours = new SqliteEventStore(file);
    const theirs = new SqliteEventStore(file);
    const first = await ours.append('ours-1', [reservation('a')], 'no_stream');
    const between = await theirs.append('theirs-1', [reservation('b')], 'no_stream');
    const last = await ours.append('ours-2', [reservation('c')], 'no_stream');
    const read = await ours.readAll(first.position, 10);
    expect(read.map((event) => [event.position, event.streamId])).toEqual([
      [between.position, 'theirs-1'],
      [last.position, 'ours-2'],
    ]);
    await theirs.close();
    await ours.close();
  });

  it('delivers to a live subscriber what another process appends after the events it wrote itself', async () => {
    const file = join(dir, 'live-two-writers.db');
    const ours = new SqliteEventStore(file);
    const theirs = new SqliteEventStore(file);
    const own = await ours.append('own-1', [reservation('a')], 'no_stream');
    const abort = new AbortController();
    const seen: string[] = [];
    const following = (async () => {
      for await (const batch of ours.subscribe({ after: own.position, signal: abort.signal })) {
        seen.push(...batch.events.map((event) => event.streamId));
        if (seen.includes('other-1')) abort.abort();
      }
    })();
    await theirs.append('other-1', [reservation('b')], 'no_stream');
    const timeout = setTimeout(() => {
      abort.abort();
    }, 5_000);
    await following;
    clearTimeout(timeout);
    expect(seen).toEqual(['other-1']);
    await theirs.close();
    await ours.close();
  });

  it.each([1, 1000])(
    'reads only the named types from a log it did not write, reaching its end (batches of %i)',
    async (maxBatch) => {
      const file = join(dir, `reopened-${maxBatch}.db`);
      const writer = new SqliteEventStore(file);
      await writer.append('kept', [reservation('a'), release('a')], 'no_stream');
      const last = await writer.append('kept', [reservation('a', 'again')], 1);
      await writer.close();
      const reopened = new SqliteEventStore(file);
      const abort = new AbortController();
      const delivered: string[] = [];
      for await (const batch of reopened.subscribe({
        after: null,
        maxBatch,
        eventTypes: ['KeyReleased'],
        signal: abort.signal,
      })) {
        delivered.push(...batch.events.map((event) => event.type));
        if (batch.reached >= last.position) abort.abort();
      }
      expect(delivered).toEqual(['KeyReleased']);
      await reopened.close();
    },
  );
});
