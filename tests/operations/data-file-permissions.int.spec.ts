import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changeSettings } from '@ghost/command-api';
import { backupEventLog, SqliteEventStore } from '@ghost/events';
import { startChildServer } from '../bench/child-server.js';
import { testCryptoAddresses } from '../support/crypto-addresses.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';

const root = mkdtempSync(join(tmpdir(), 'ghost-permissions-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/**
 * Every file and folder under a folder, with its permission bits. A file the running portal
 * renames between the listing and its stat (a checkpoint's `.next` becoming the checkpoint) is
 * left out: it no longer exists, and its successor is listed on the next walk.
 */
const modesUnder = (dir: string): { path: string; directory: boolean; mode: number }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats === undefined) return [];
    const here = { path, directory: entry.isDirectory(), mode: stats.mode & 0o777 };
    return entry.isDirectory() ? [here, ...modesUnder(path)] : [here];
  });

describe('the data files', () => {
  it('are their owner’s only (files 0600, folders 0700) even under a umask of 000', async () => {
    const dataDir = join(root, 'data');
    const portal = await startChildServer(
      'web/src/server/embedded-main.ts',
      { DATA_DIR: dataDir, HOST: '127.0.0.1' },
      { umask: '000' },
    );
    try {
      // Made by the portal under umask 000 before this process touches anything.
      expect(modesUnder(dataDir).filter((entry) => !entry.directory)).toEqual(
        expect.arrayContaining([
          { path: join(dataDir, 'events.db'), directory: false, mode: 0o600 },
          { path: join(dataDir, 'seal.key'), directory: false, mode: 0o600 },
          { path: join(dataDir, 'audit-signing.key'), directory: false, mode: 0o600 },
        ]),
      );
      // The coins' addresses and e-mails on, written to the log the running portal follows.
      const store = new SqliteEventStore(join(dataDir, 'events.db'));
      const commandId = randomUUID();
      await changeSettings(
        store,
        {
          ...testCryptoAddresses,
          notifications_email: 'true',
          notifications_payment: 'true',
        },
        { userId: 'test-setup', username: 'test-setup', steppedUp: true },
        {
          actor: { kind: 'system', id: 'test-setup' },
          commandId,
          correlationId: commandId,
          now: new Date(),
        },
      );
      await store.close();
      await expect
        .poll(
          async () =>
            (
              await request(
                portal.url,
                'POST',
                '/api/transactions',
                cryptoDonation({ userEmail: 'player@example.com' }),
              )
            ).status,
          { timeout: 10_000 },
        )
        .toBe(201);
      await expect
        .poll(() => modesUnder(dataDir).filter((entry) => entry.path.endsWith('.eml')).length, {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
    } finally {
      await portal.stop();
    }
    const backup = join(root, 'backup.db');
    await backupEventLog(dataDir, backup);

    const entries = [
      ...modesUnder(dataDir),
      { path: backup, directory: false, mode: statSync(backup).mode & 0o777 },
    ];
    const names = entries.map((entry) => entry.path);
    for (const made of ['outbox', 'outbox-checkpoints', 'events.db-wal']) {
      expect(
        names.some((name) => name.endsWith(made)),
        made,
      ).toBe(true);
    }
    expect(entries.filter((entry) => entry.mode !== (entry.directory ? 0o700 : 0o600))).toEqual([]);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  });
});
