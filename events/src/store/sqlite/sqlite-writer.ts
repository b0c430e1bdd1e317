import Database from 'better-sqlite3';
import { chainEvents } from '../chain-events.js';
import {
  WrongExpectedRevisionError,
  type EventToAppend,
  type ExpectedRevision,
} from '../event-store.js';
import { genesisHash, globalHashOf } from '../hash-chain.js';
import { eventIdOf, logColumns, type LogRow } from './global-log.js';
import { migrateSchema, schema } from './schema.js';

export interface AppendRequest {
  streamId: string;
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
}

/** Appends to one or several streams, written together or not at all. */
export type AppendGroup = readonly AppendRequest[];

/**
 * The rows of one stream's events (as a read of the log answers them, strings rather than
 * objects to copy), written now or found written by the same append before.
 */
export type StreamOutcome = { written: LogRow[] } | { resent: LogRow[] };

/**
 * What crosses the thread boundary for a group: each stream's rows, or the error that refused
 * the whole group, in a form that can be rebuilt on the other side.
 */
export type AppendOutcome =
  | { streams: StreamOutcome[] }
  | {
      wrongRevision: { streamId: string; expected: ExpectedRevision; actual: number | 'no_stream' };
    }
  | { failed: string };

export const outcomeOf = (error: unknown): AppendOutcome =>
  error instanceof WrongExpectedRevisionError
    ? {
        wrongRevision: { streamId: error.streamId, expected: error.expected, actual: error.actual },
      }
    : { failed: error instanceof Error ? error.message : String(error) };

export const openDatabase = (file: string): Database.Database => {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.exec(schema);
  migrateSchema(db);
  return db;
};

/**
 * The only writer of the SQLite log. A batch of appends is one transaction (one fsync); each
 * group of appends (one stream, or several written together) runs in its own savepoint, so a
 * refused group undoes only itself, and all of itself.
 */
export class SqliteWriter {
  private readonly statements;
  /** The log-wide hash of a log's last event written before the chain existed, once computed. */
  private legacyHead: { position: number; globalHash: string } | undefined;
  readonly commit: (batch: readonly AppendGroup[]) => AppendOutcome[];

  constructor(private readonly db: Database.Database) {
    this.statements = {
      head: db
        .prepare<[string], [number, string]>(
          'SELECT revision, hash FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
        )
        .raw(true),
      globalHead: db
        .prepare<[], [number, string | null]>(
          'SELECT position, global_hash FROM events ORDER BY position DESC LIMIT 1',
        )
        .raw(true),
      legacyLinks: db
        .prepare<[], [string, number, string]>(
          'SELECT stream_id, revision, hash FROM events ORDER BY position',
        )
        .raw(true),
      byEventId: db
        .prepare<[string], LogRow>(`SELECT ${logColumns} FROM events WHERE event_id = ?`)
        .raw(true),
      insert: db.prepare(
        `INSERT INTO events
           (stream_id, revision, event_id, type, data, metadata, prev_hash, hash, global_prev_hash, global_hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      streamFrom: db
        .prepare<[string, number, number], LogRow>(
          `SELECT ${logColumns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
        )
        .raw(true),
    };
    const appendGroup = db.transaction((group: AppendGroup): AppendOutcome => ({
      streams: group.map((append) => this.appendNow(append)),
    }));
    const commitBatch = db.transaction((batch: readonly AppendGroup[]) =>
      batch.map((group): AppendOutcome => {
        try {
          return appendGroup(group);
        } catch (error) {
          return outcomeOf(error);
        }
      }),
    );
    // BEGIN IMMEDIATE: take the write lock before reading the heads, so another process writing
    // the same file makes this wait (busy_timeout) instead of failing on a stale snapshot.
    this.commit = (batch) => commitBatch.immediate(batch);
  }

  close(): void {
    this.db.close();
  }

  private appendNow({ streamId, events, expected }: AppendRequest): StreamOutcome {
    if (events.length === 0) throw new Error('Nothing to append');
    const head = this.statements.head.get(streamId);
    const firstId = events[0]?.metadata.eventId ?? '';
    const resent = this.statements.byEventId.get(firstId);
    if (resent) return { resent: this.resentRows(resent, streamId, events, expected, head?.[0]) };

    const fits =
      expected === 'any' ||
      (expected === 'no_stream' && head === undefined) ||
      (typeof expected === 'number' && head?.[0] === expected);
    if (!fits)
      throw new WrongExpectedRevisionError(streamId, expected, head ? head[0] : 'no_stream');

    const chained = chainEvents(
      events,
      head ? { revision: head[0], hash: head[1] } : { revision: -1, hash: genesisHash },
    );
    let globalPrevHash = this.globalHead();
    const written = chained.map((event): LogRow => {
      const { dataText: data, metadataText: metadata } = event;
      const globalHash = globalHashOf(globalPrevHash, { streamId, ...event });
      const info = this.statements.insert.run(
        streamId,
        event.revision,
        event.metadata.eventId,
        event.type,
        data,
        metadata,
        event.prevHash,
        event.hash,
        globalPrevHash,
        globalHash,
      );
      const position = Number(info.lastInsertRowid);
      const row: LogRow = [
        position,
        streamId,
        event.revision,
        event.type,
        data,
        metadata,
        event.prevHash,
        event.hash,
        globalPrevHash,
        globalHash,
      ];
      globalPrevHash = globalHash;
      return row;
    });
    return { written };
  }

  /**
   * The log-wide hash of the log's last event, read inside the write lock (another process may
   * have written since). A log begun before the chain existed has none stored for its events: the
   * chain they would have had is folded from their stream hashes, once.
   */
  private globalHead(): string {
    const last = this.statements.globalHead.get();
    if (!last) return genesisHash;
    const [position, stored] = last;
    if (stored !== null) return stored;
    if (this.legacyHead?.position !== position) {
      let globalHash = genesisHash;
      for (const [streamId, revision, hash] of this.statements.legacyLinks.iterate()) {
        globalHash = globalHashOf(globalHash, { streamId, revision, hash });
      }
      this.legacyHead = { position, globalHash };
    }
    return this.legacyHead.globalHash;
  }

  /**
   * The same events sent again (a retried request) with the expected revision they were first
   * written at: answer what was answered then, as EventStoreDB does, and write nothing.
   */
  private resentRows(
    first: LogRow,
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    headRevision: number | undefined,
  ): LogRow[] {
    const [, firstStream, firstRevision] = first;
    const writtenAfter = firstRevision - 1;
    const sameStart =
      expected === 'any' ||
      (expected === 'no_stream' && writtenAfter === -1) ||
      expected === writtenAfter;
    const stored = this.statements.streamFrom.all(streamId, firstRevision, events.length);
    const same =
      firstStream === streamId &&
      sameStart &&
      stored.length === events.length &&
      stored.every((row, index) => eventIdOf(row) === events[index]?.metadata.eventId);
    if (!same)
      throw new WrongExpectedRevisionError(streamId, expected, headRevision ?? 'no_stream');
    return stored;
  }
}
