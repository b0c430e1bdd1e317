import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SqliteEventStore } from '../store/sqlite/sqlite-event-store.js';

/**
 * A SQLite event store of its own for one spec file: opened in a temporary folder before the
 * file's tests, closed and removed after them. Read it through the function it answers.
 */
export const temporarySqliteStore = (name: string): (() => SqliteEventStore) => {
  const dir = mkdtempSync(join(tmpdir(), `ghost-${name}-`));
  let store: SqliteEventStore | undefined;
  beforeAll(() => {
    store = new SqliteEventStore(join(dir, 'events.db'));
  });
  afterAll(async () => {
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!store) throw new Error(`The ${name} store opens before the tests run`);
    return store;
  };
};
