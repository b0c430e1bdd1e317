import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { describeEventStoreContract } from '../../testing/event-store-contract.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const dir = mkdtempSync(join(tmpdir(), 'ghost-sqlite-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describeEventStoreContract('SQLite', () =>
  Promise.resolve(new SqliteEventStore(join(dir, 'events.db'))),
);
