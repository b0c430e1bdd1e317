import type { EventMetadata } from '../../catalogue/metadata.js';
import { upcastEventData } from '../../catalogue/registry.js';
import type Database from 'better-sqlite3';
import type { RecordedEvent, StoredEvent } from '../event-store.js';
import type { LogRow } from './global-log.js';

export const schema = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    event_id TEXT NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL,
    prev_hash TEXT NOT NULL,
    hash TEXT NOT NULL,
    global_prev_hash TEXT,
    global_hash TEXT
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_id, revision);
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_id ON events (event_id);
  CREATE TRIGGER IF NOT EXISTS events_are_never_updated BEFORE UPDATE ON events
    BEGIN SELECT RAISE(ABORT, 'events are immutable'); END;
  CREATE TRIGGER IF NOT EXISTS events_are_never_deleted BEFORE DELETE ON events
    BEGIN SELECT RAISE(ABORT, 'events are immutable'); END;
`;

/**
 * Adds the log-wide chain's columns to a log created before it existed. Its events keep them null
 * (events are never updated): the chain starts at the first event written after, linked to the
 * chain the events before it would have had, which is computed once from their stream hashes.
 */
export const migrateSchema = (db: Database.Database): void => {
  const columns = () =>
    new Set((db.pragma('table_info(events)') as { name: string }[]).map(({ name }) => name));
  if (columns().has('global_hash')) return;
  db.transaction(() => {
    // Another process may have added them since the look above: look again inside the lock.
    if (columns().has('global_hash')) return;
    db.exec('ALTER TABLE events ADD COLUMN global_prev_hash TEXT');
    db.exec('ALTER TABLE events ADD COLUMN global_hash TEXT');
  }).immediate();
};

const unparsed = Symbol('unparsed');

/**
 * An event read from the log whose JSON is parsed on first use. A replay reads every event, but
 * most read models look only at the stream and the type of most of them (the reservations are
 * half the log), so their data and metadata are never parsed.
 */
class LoggedEvent implements StoredEvent {
  #data: unknown = unparsed;
  #metadata: EventMetadata | undefined;
  readonly #rawData: string;
  readonly #rawMetadata: string;

  constructor(
    readonly position: number,
    readonly streamId: string,
    readonly revision: number,
    readonly type: string,
    rawData: string,
    rawMetadata: string,
    readonly prevHash: string,
    readonly hash: string,
    readonly globalPrevHash: string | null,
    readonly globalHash: string | null,
  ) {
    this.#rawData = rawData;
    this.#rawMetadata = rawMetadata;
  }

  get metadata(): EventMetadata {
    this.#metadata ??= JSON.parse(this.#rawMetadata) as EventMetadata;
    return this.#metadata;
  }

  get data(): unknown {
    if (this.#data === unparsed) {
      this.#data = upcastEventData(
        this.type,
        JSON.parse(this.#rawData),
        this.metadata.schemaVersion,
      );
    }
    return this.#data;
  }

  /** The plain shape, for comparisons, logs and the thread boundary (structured clone). */
  toJSON(): StoredEvent {
    const { position, streamId, revision, type, data, metadata, prevHash, hash } = this;
    const { globalPrevHash, globalHash } = this;
    return {
      position,
      streamId,
      revision,
      type,
      data,
      metadata,
      prevHash,
      hash,
      globalPrevHash,
      globalHash,
    };
  }
}

/** Reads of the global log (replays, subscriptions): parsed on demand. */
export const toLoggedEvent = ([
  position,
  streamId,
  revision,
  type,
  data,
  metadata,
  prevHash,
  hash,
  globalPrevHash,
  globalHash,
]: LogRow): LoggedEvent =>
  new LoggedEvent(
    position,
    streamId,
    revision,
    type,
    data,
    metadata,
    prevHash,
    hash,
    globalPrevHash,
    globalHash,
  );

/** A plain event, parsed at once: stream reads (a decision uses all of it) and the writer's answers. */
export const toStoredEvent = (row: LogRow): StoredEvent => toLoggedEvent(row).toJSON();

/** An event as recorded: its texts as they are in the row. */
export const toRecordedEvent = ([
  position,
  streamId,
  revision,
  type,
  data,
  metadata,
  prevHash,
  hash,
  globalPrevHash,
  globalHash,
]: LogRow): RecordedEvent => ({
  position,
  streamId,
  revision,
  type,
  data,
  metadata,
  prevHash,
  hash,
  globalPrevHash,
  globalHash,
});
