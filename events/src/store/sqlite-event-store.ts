import Database from 'better-sqlite3';
import type { EventMetadata } from '../catalogue/metadata.js';
import { upcastEventData } from '../catalogue/registry.js';
import { chainEvents } from './chain-events.js';
import { CommitSignal } from './commit-signal.js';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type StoredEvent,
  type SubscribeOptions,
} from './event-store.js';
import { genesisHash } from './hash-chain.js';

/** How soon a subscriber notices events written by another process on the same file. */
const externalWritePollMs = 250;

interface EventRow {
  position: number;
  stream_id: string;
  revision: number;
  event_id: string;
  type: string;
  data: string;
  metadata: string;
  prev_hash: string;
  hash: string;
}

interface PendingAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
  resolve: (result: AppendResult) => void;
  reject: (error: unknown) => void;
}

const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_id, revision);
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_id ON events (event_id);
  CREATE TRIGGER IF NOT EXISTS events_are_never_updated BEFORE UPDATE ON events
    BEGIN SELECT RAISE(ABORT, 'events are immutable'); END;
  CREATE TRIGGER IF NOT EXISTS events_are_never_deleted BEFORE DELETE ON events
    BEGIN SELECT RAISE(ABORT, 'events are immutable'); END;
`;

const toStoredEvent = (row: EventRow): StoredEvent => {
  const metadata = JSON.parse(row.metadata) as EventMetadata;
  return {
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: upcastEventData(row.type, JSON.parse(row.data), metadata.schemaVersion),
    metadata,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
};

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an answered
 * append survives a power cut. Appends that arrive in the same turn of the event loop are
 * committed together in one transaction (one fsync), each inside its own savepoint so one
 * refused append never takes the others down.
 */
export class SqliteEventStore implements EventStore {
  private readonly db: Database.Database;
  private readonly committed = new CommitSignal();
  private pending: PendingAppend[] = [];
  private closed = false;
  private readonly statements;
  private readonly commitBatch: (batch: PendingAppend[]) => (AppendResult | { error: unknown })[];

  constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(schema);
    this.statements = {
      head: this.db.prepare<[string], { revision: number; hash: string }>(
        'SELECT revision, hash FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
      ),
      byEventId: this.db.prepare<[string], EventRow>('SELECT * FROM events WHERE event_id = ?'),
      insert: this.db.prepare(
        `INSERT INTO events (stream_id, revision, event_id, type, data, metadata, prev_hash, hash)
         VALUES (@streamId, @revision, @eventId, @type, @data, @metadata, @prevHash, @hash)`,
      ),
      stream: this.db.prepare<[string], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? ORDER BY revision',
      ),
      streamFrom: this.db.prepare<[string, number, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
      ),
      all: this.db.prepare<[number, number], EventRow>(
        'SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?',
      ),
      headPosition: this.db.prepare<[], { position: number | null }>(
        'SELECT MAX(position) AS position FROM events',
      ),
    };
    const appendOne = this.db.transaction((append: PendingAppend) => this.appendNow(append));
    this.commitBatch = this.db.transaction((batch: PendingAppend[]) =>
      batch.map((append) => {
        try {
          return appendOne(append);
        } catch (error) {
          return { error };
        }
      }),
    );
  }

  append(
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('The event store is closed'));
    if (events.length === 0) return Promise.reject(new Error('Nothing to append'));
    return new Promise((resolve, reject) => {
      this.pending.push({ streamId, events, expected, resolve, reject });
      if (this.pending.length === 1) {
        setImmediate(() => {
          this.flush();
        });
      }
    });
  }

  readStream(streamId: string): Promise<StoredEvent[]> {
    return Promise.resolve(this.statements.stream.all(streamId).map(toStoredEvent));
  }

  readAll(after: GlobalPosition | null, limit: number): Promise<StoredEvent[]> {
    return Promise.resolve(this.statements.all.all(after ?? 0, limit).map(toStoredEvent));
  }

  async *subscribe({
    after,
    maxBatch = 1000,
    signal,
  }: SubscribeOptions): AsyncIterable<StoredEvent[]> {
    let position = after;
    while (!this.closed && !signal?.aborted) {
      const generation = this.committed.generation;
      const batch = await this.readAll(position, maxBatch);
      const last = batch.at(-1);
      if (last) {
        position = last.position;
        yield batch;
      } else if (generation === this.committed.generation) {
        await this.committed.next(signal, externalWritePollMs);
      }
    }
  }

  headPosition(): Promise<GlobalPosition | null> {
    return Promise.resolve(this.statements.headPosition.get()?.position ?? null);
  }

  close(): Promise<void> {
    if (!this.closed) {
      this.flush();
      this.closed = true;
      this.committed.notify();
      this.db.close();
    }
    return Promise.resolve();
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    if (batch.length === 0) return;
    let outcomes: (AppendResult | { error: unknown })[];
    try {
      outcomes = this.commitBatch(batch);
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of the batch was written.
      for (const append of batch) append.reject(error);
      return;
    }
    this.committed.notify();
    outcomes.forEach((outcome, index) => {
      const append = batch[index];
      if (!append) return;
      if ('error' in outcome) append.reject(outcome.error);
      else append.resolve(outcome);
    });
  }

  /** Runs inside a savepoint: throws to undo this append only. */
  private appendNow({ streamId, events, expected }: PendingAppend): AppendResult {
    const head = this.statements.head.get(streamId);
    const firstId = events[0]?.metadata.eventId;
    const replay = firstId === undefined ? undefined : this.statements.byEventId.get(firstId);
    if (replay) return this.resendResult(replay, streamId, events, expected, head);

    const actual = head ? head.revision : 'no_stream';
    const fits =
      expected === 'any' ||
      (expected === 'no_stream' && head === undefined) ||
      (typeof expected === 'number' && head?.revision === expected);
    if (!fits) throw new WrongExpectedRevisionError(streamId, expected, actual);

    const chained = chainEvents(events, head ?? { revision: -1, hash: genesisHash });
    const stored = chained.map((event) => {
      const info = this.statements.insert.run({
        streamId,
        revision: event.revision,
        eventId: event.metadata.eventId,
        type: event.type,
        data: JSON.stringify(event.data),
        metadata: JSON.stringify(event.metadata),
        prevHash: event.prevHash,
        hash: event.hash,
      });
      return { ...event, streamId, position: Number(info.lastInsertRowid) };
    });
    const last = stored[stored.length - 1];
    if (!last) throw new Error('Nothing to append');
    return { nextExpectedRevision: last.revision, position: last.position, events: stored };
  }

  /**
   * The same events sent again (a retried request) with the expected revision they were first
   * written at: answer what was answered then, as EventStoreDB does, and write nothing.
   */
  private resendResult(
    first: EventRow,
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    head: { revision: number } | undefined,
  ): AppendResult {
    const writtenAfter = first.revision - 1;
    const sameStart =
      expected === 'any' ||
      (expected === 'no_stream' && writtenAfter === -1) ||
      expected === writtenAfter;
    const rows = this.statements.streamFrom.all(streamId, first.revision, events.length);
    const same =
      first.stream_id === streamId &&
      sameStart &&
      rows.length === events.length &&
      rows.every((row, index) => row.event_id === events[index]?.metadata.eventId);
    if (!same)
      throw new WrongExpectedRevisionError(streamId, expected, head?.revision ?? 'no_stream');
    const stored = rows.map(toStoredEvent);
    const last = stored[stored.length - 1];
    if (!last) throw new Error('Nothing to append');
    return { nextExpectedRevision: last.revision, position: last.position, events: stored };
  }
}
