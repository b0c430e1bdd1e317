/** The read of the global log by position (replays, subscriptions), and the rows it answers. */

/** No event id: nothing downstream of a log read looks at it, and it is a long string a row. */
export const logColumns = 'position, stream_id, revision, type, data, metadata, prev_hash, hash';

export const logPageQuery = `SELECT ${logColumns} FROM events WHERE position > ? ORDER BY position LIMIT ?`;

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
];
