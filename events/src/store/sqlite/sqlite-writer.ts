import Database from 'better-sqlite3';
import { chainEvents } from '../chain-events.js';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
} from '../event-store.js';
import { genesisHash } from '../hash-chain.js';
import { logColumns, type LogRow } from './global-log.js';
import { schema, toStoredEvent } from './schema.js';

export interface AppendRequest {
  streamId: string;
  events: readonly EventToAppend[];
  expected: ExpectedRevision;
}

/** What crosses the thread boundary: a result, or an error that can be rebuilt on the other side. */
export type AppendOutcome =
  | { ok: AppendResult }
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
  return db;
};

/**
 * The only writer of the SQLite log. A batch of appends is one transaction (one fsync); each
 * append runs in its own savepoint, so a refused append undoes only itself.
 */
export class SqliteWriter {
  private readonly statements;
  readonly commit: (batch: readonly AppendRequest[]) => AppendOutcome[];

  constructor(private readonly db: Database.Database) {
    this.statements = {
      head: db
        .prepare<[string], [number, string]>(
          'SELECT revision, hash FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
        )
        .raw(true),
      byEventId: db
        .prepare<[string], LogRow>(`SELECT ${logColumns} FROM events WHERE event_id = ?`)
        .raw(true),
      insert: db.prepare(
        `INSERT INTO events (stream_id, revision, event_id, type, data, metadata, prev_hash, hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ),
      streamFrom: db
        .prepare<[string, number, number], LogRow>(
          `SELECT ${logColumns} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
        )
        .raw(true),
    };
    const appendOne = db.transaction((append: AppendRequest) => this.appendNow(append));
    const commitBatch = db.transaction((batch: readonly AppendRequest[]) =>
      batch.map((append): AppendOutcome => {
        try {
          return { ok: appendOne(append) };
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

  private appendNow({ streamId, events, expected }: AppendRequest): AppendResult {
    if (events.length === 0) throw new Error('Nothing to append');
    const head = this.statements.head.get(streamId);
    const firstId = events[0]?.metadata.eventId ?? '';
    const resent = this.statements.byEventId.get(firstId);
    if (resent) return this.resendResult(resent, streamId, events, expected, head?.[0]);

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
    const stored = chained.map((event) => {
      const info = this.statements.insert.run(
        streamId,
        event.revision,
        event.metadata.eventId,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
        event.prevHash,
        event.hash,
      );
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
    first: LogRow,
    streamId: string,
    events: readonly EventToAppend[],
    expected: ExpectedRevision,
    headRevision: number | undefined,
  ): AppendResult {
    const [, firstStream, firstRevision] = first;
    const writtenAfter = firstRevision - 1;
    const sameStart =
      expected === 'any' ||
      (expected === 'no_stream' && writtenAfter === -1) ||
      expected === writtenAfter;
    const stored = this.statements.streamFrom
      .all(streamId, firstRevision, events.length)
      .map(toStoredEvent);
    const same =
      firstStream === streamId &&
      sameStart &&
      stored.length === events.length &&
      stored.every((event, index) => event.metadata.eventId === events[index]?.metadata.eventId);
    if (!same)
      throw new WrongExpectedRevisionError(streamId, expected, headRevision ?? 'no_stream');
    const last = stored[stored.length - 1];
    if (!last) throw new Error('Nothing to append');
    return { nextExpectedRevision: last.revision, position: last.position, events: stored };
  }
}
