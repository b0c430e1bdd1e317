import type { EventMetadata } from '../../catalogue/metadata.js';
import { upcastEventData } from '../../catalogue/registry.js';
import type { StoredEvent } from '../event-store.js';
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
    hash TEXT NOT NULL
  ) STRICT;
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_stream ON events (stream_id, revision);
  CREATE UNIQUE INDEX IF NOT EXISTS events_by_id ON events (event_id);
  CREATE TRIGGER IF NOT EXISTS events_are_never_updated BEFORE UPDATE ON events
    BEGIN SELECT RAISE(ABORT, 'events are immutable'); END;
  CREATE TRIGGER IF NOT EXISTS events_are_never_deleted BEFORE DELETE ON events
    BEGIN SELECT RAISE(ABORT, 'events are immutable'); END;
`;

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
    return { position, streamId, revision, type, data, metadata, prevHash, hash };
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
]: LogRow): LoggedEvent =>
  new LoggedEvent(position, streamId, revision, type, data, metadata, prevHash, hash);

/** A plain event, parsed at once: stream reads (a decision uses all of it) and the writer's answers. */
export const toStoredEvent = (row: LogRow): StoredEvent => toLoggedEvent(row).toJSON();
