import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { describeEventStoreContract } from '../../testing/event-store-contract.js';
import { release, reservation } from '../../testing/new-event.js';
import { chainEvents } from '../chain-events.js';
import { genesisHash, globalHashOf } from '../hash-chain.js';
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

  it('keeps reading a log written before the log-wide chain, and chains the events after it to the chain its events would have had', async () => {
    const file = join(dir, 'before-the-global-chain.db');
    const old = new Database(file);
    old.exec(`CREATE TABLE events (
      position INTEGER PRIMARY KEY, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
      event_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL,
      prev_hash TEXT NOT NULL, hash TEXT NOT NULL) STRICT`);
    const insert = old.prepare(
      'INSERT INTO events (stream_id, revision, event_id, type, data, metadata, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    let expected = genesisHash;
    for (const [streamId, events] of [
      ['old-a', [reservation('a'), release('a')]],
      ['old-b', [reservation('b')]],
    ] as const) {
      for (const event of chainEvents(events, { revision: -1, hash: genesisHash })) {
        // As the release before it wrote them: JSON.stringify, not canonical.
        insert.run(
          streamId,
          event.revision,
          event.metadata.eventId,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(event.metadata),
          event.prevHash,
          event.hash,
        );
        expected = globalHashOf(expected, { streamId, ...event });
      }
    }
    old.close();

    const store = new SqliteEventStore(file);
    const before = await store.readAll(null, 10);
    expect(before.map((event) => [event.streamId, event.globalHash])).toEqual([
      ['old-a', null],
      ['old-a', null],
      ['old-b', null],
    ]);
    const written = await store.append('new-c', [reservation('c')], 'no_stream');
    expect(written.events[0]?.globalPrevHash).toBe(expected);
    const next = await store.append('new-d', [reservation('d')], 'no_stream');
    expect(next.events[0]?.globalPrevHash).toBe(written.events[0]?.globalHash);
    await store.close();
  });
});
