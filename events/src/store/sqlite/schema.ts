import type { EventMetadata } from '../../catalogue/metadata.js';
import { upcastEventData } from '../../catalogue/registry.js';
import type { StoredEvent } from '../event-store.js';

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

export const columns =
  'position, stream_id, revision, event_id, type, data, metadata, prev_hash, hash';

/** A row in column order, as better-sqlite3's raw mode returns it (much faster than objects). */
export type EventRow = [
  position: number,
  streamId: string,
  revision: number,
  eventId: string,
  type: string,
  data: string,
  metadata: string,
  prevHash: string,
  hash: string,
];

export const toStoredEvent = ([
  position,
  streamId,
  revision,
  ,
  type,
  data,
  metadata,
  prevHash,
  hash,
]: EventRow): StoredEvent => {
  const parsedMetadata = JSON.parse(metadata) as EventMetadata;
  return {
    streamId,
    revision,
    position,
    type,
    data: upcastEventData(type, JSON.parse(data), parsedMetadata.schemaVersion),
    metadata: parsedMetadata,
    prevHash,
    hash,
  };
};
