/** The rows every read of the log answers (a stream, the global log by position), and their shape. */

/** No event id column: the metadata holds it, and it is a long string a row. */
export const logColumns =
  'position, stream_id, revision, type, data, metadata, prev_hash, hash, global_prev_hash, global_hash';

export const logPageQuery = `SELECT ${logColumns} FROM events WHERE position > ? ORDER BY position LIMIT ?`;

/**
 * A page of the events of some types (a JSON array) up to a position read before: SQLite passes
 * over the others without handing them to JavaScript, and the page is known to cover the log up
 * to that position when it is not full.
 */
export const logPageOfTypesQuery = `SELECT ${logColumns} FROM events
  WHERE position > ? AND position <= ? AND type IN (SELECT value FROM json_each(?))
  ORDER BY position LIMIT ?`;

/** A row of the global log in column order, as better-sqlite3's raw mode returns it. */
export type LogRow = [
  position: number,
  streamId: string,
  revision: number,
  type: string,
  data: string,
  metadata: string,
  prevHash: string,
  hash: string,
  /** Null for the events written before the log-wide chain existed. */
  globalPrevHash: string | null,
  globalHash: string | null,
];

/** The id of the event in a row: its metadata holds it. */
export const eventIdOf = (row: LogRow): string =>
  (JSON.parse(row[5]) as { eventId: string }).eventId;
