import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteEventStore, streams, type StoredEvent } from '@ghost/events';
import { startChildServer } from '../bench/child-server.js';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal } from '../support/test-portal.js';

const work = mkdtempSync(join(tmpdir(), 'ghost-backup-'));
const dataDir = join(work, 'data');
const restoredDir = join(work, 'restored');
const backupFile = join(work, 'events-backup.db');
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/** Runs `npm run backup|restore -- FILE` as the script does, without blocking the load. */
const cli = (command: 'backup' | 'restore', file: string, env: Record<string, string>) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'events/src/backup/backup-cli.ts', command, file],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      resolve({ code, out });
    });
  });

/** Submits payments one after another while `loading.on`; the acknowledged IDs, in order. */
const submitWhile = async (url: string, loading: { on: boolean }, acknowledged: string[]) => {
  while (loading.on) {
    const body = cryptoDonation();
    const answer = await fetch(`${url}/api/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await answer.arrayBuffer();
    if (answer.status === 201) acknowledged.push(body.payment_id);
  }
};

const readLog = async (dir: string): Promise<StoredEvent[]> => {
  const store = new SqliteEventStore(join(dir, 'events.db'));
  try {
    return await store.readAll(null, 1_000_000);
  } finally {
    await store.close();
  }
};

describe('backup and restore of the embedded event log', () => {
  it('copies the log consistently while the portal writes, and brings it back into an empty DATA_DIR', async () => {
    mkdirSync(dataDir);
    const setUp = new SqliteEventStore(join(dataDir, 'events.db'));
    await configureCryptoAddresses({ eventStore: setUp, clock: () => new Date() });
    await setUp.close();
    const portal = await startChildServer('web/src/server/embedded-main.ts', {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      RATE_LIMIT_SUBMISSIONS_PER_MINUTE: '1000000',
    });
    const loading = { on: true };
    const acknowledged: string[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, () => submitWhile(portal.url, loading, acknowledged)),
    );
    try {
      while (acknowledged.length < 100) await new Promise((resolve) => setTimeout(resolve, 10));
      const beforeBackup = [...acknowledged];
      const backup = await cli('backup', backupFile, { DATA_DIR: dataDir });
      expect(backup.code, backup.out).toBe(0);
      expect(backup.out).toContain('every hash chain intact');
      const duringBackup = acknowledged.length;
      // The portal went on taking payments while the copy was made, and after it.
      while (acknowledged.length < duringBackup + 50) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      loading.on = false;
      await load;
      await portal.stop();

      const sealKey = readFileSync(join(dataDir, 'seal.key'), 'utf8').trim();
      const wrongKey = Buffer.alloc(32, 7).toString('base64');
      const refused = await cli('restore', backupFile, {
        DATA_DIR: restoredDir,
        SEAL_KEY: wrongKey,
      });
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('does not open the secrets sealed in this log');
      const restored = await cli('restore', backupFile, {
        DATA_DIR: restoredDir,
        SEAL_KEY: sealKey,
      });
      expect(restored.code, restored.out).toBe(0);
      const again = await cli('restore', backupFile, { DATA_DIR: restoredDir, SEAL_KEY: sealKey });
      expect(again.code).toBe(1);
      expect(again.out).toContain('restore into an empty DATA_DIR');

      // The copy is the log as it was at one moment: a prefix of it, event for event.
      const original = await readLog(dataDir);
      const copy = await readLog(restoredDir);
      expect(copy.length).toBeLessThan(original.length);
      expect(copy.map((event) => [event.position, event.hash])).toEqual(
        original.slice(0, copy.length).map((event) => [event.position, event.hash]),
      );
      const inCopy = new Set(copy.map((event) => event.streamId));
      expect(beforeBackup.every((id) => inCopy.has(streams.transaction(id)))).toBe(true);

      // A portal started on the restored data rebuilds its read models from it.
      const back = await startTestPortal({
        dataDir: restoredDir,
        sealKey: Buffer.from(sealKey, 'base64'),
        cryptoAddresses: false,
      });
      try {
        const tracked = await request(
          back.url,
          'GET',
          `/api/transactions/track/${beforeBackup[0]!}`,
        );
        expect(tracked.status).toBe(200);
      } finally {
        await back.stop();
      }
    } finally {
      loading.on = false;
      await load.catch(() => undefined);
      if (portal.child.exitCode === null) await portal.stop();
    }
  }, 60_000);
});
