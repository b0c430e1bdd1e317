import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  controlSocketPath,
  InMemoryReadStore,
  ProjectionRunner,
  readModels,
  requestRebuild,
  type RebuildProgress,
  type ReadStore,
} from '@ghost/projectors';
import { recordSubmission } from '../support/history.js';
import { request } from '../support/http.js';
import { portalWithAdmin } from '../support/portal-with-admin.js';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const cli = join(root, 'projectors/src/rebuild/rebuild-cli.ts');

const given = portalWithAdmin('admin');

const submitSome = async (count: number) => {
  for (let i = 0; i < count; i += 1) {
    await recordSubmission(given.portal.eventStore, {
      createdAt: new Date(Date.UTC(2026, 2, 1) + i * 97_000).toISOString(),
      method: i % 3 === 0 ? 'card' : 'crypto',
    });
  }
};

/** Every document of every read model, in a comparable order. */
const snapshot = async (readStore: ReadStore) =>
  Object.fromEntries(
    await Promise.all(
      readModels.map(
        async ({ collection }) =>
          [collection, await readStore.find(collection, {}, { sort: { _id: 1 } })] as const,
      ),
    ),
  );

/** The read models a replay of the whole log into an empty store builds. */
const replayed = async () => {
  const fresh = new InMemoryReadStore();
  const runner = new ProjectionRunner(given.portal.eventStore, fresh, readModels);
  await runner.start();
  await runner.stop();
  return snapshot(fresh);
};

const caughtUp = async () => {
  const head = (await given.portal.eventStore.headPosition()) ?? 0;
  expect(await given.portal.runner.waitFor(head, 5_000)).toBe(true);
};

describe('the rebuild', () => {
  it('replays the log into fresh read models equal to the live ones and swaps them in, while queries and writes go on', async () => {
    await submitSome(600);
    await caughtUp();
    const before = await snapshot(given.portal.readStore);
    expect(before).toEqual(await replayed());

    const progress: RebuildProgress[] = [];
    const state = { rebuilding: true };
    const rebuild = requestRebuild(controlSocketPath(given.portal.dataDir), (step) => {
      progress.push(step);
    }).finally(() => {
      state.rebuilding = false;
    });
    const statuses: number[] = [];
    const reading = (async () => {
      while (state.rebuilding) {
        for (const path of ['/api/transactions?limit=50', '/api/transactions/stats/summary']) {
          statuses.push(
            (await request(given.portal.url, 'GET', path, undefined, given.admin.headers)).status,
          );
        }
      }
    })();
    const writing = submitSome(20);
    const result = await rebuild;
    await Promise.all([reading, writing]);

    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({
      head: expect.any(Number),
      etaSeconds: expect.any(Number),
    });
    expect(progress.every((step) => step.eventsPerSecond > 0 && step.position <= step.head)).toBe(
      true,
    );
    expect(result.position).toBeGreaterThanOrEqual(before.transactions!.length);

    await caughtUp();
    expect(await snapshot(given.portal.readStore)).toEqual(await replayed());
    const stats = await request(
      given.portal.url,
      'GET',
      '/api/transactions/stats/summary',
      undefined,
      given.admin.headers,
    );
    expect(stats.body.totalTransactions).toBe(620);

    // The live runner goes on from the swapped-in read models.
    const later = await recordSubmission(given.portal.eventStore, {
      createdAt: new Date().toISOString(),
    });
    expect(await given.portal.runner.waitFor(later.position, 5_000)).toBe(true);
    const tracked = await request(
      given.portal.url,
      'GET',
      `/api/transactions/track/${later.paymentId}`,
    );
    expect(tracked.status).toBe(200);
    expect(await given.portal.readStore.count('transactions__rebuild', {})).toBe(0);
  });

  it('npm run rebuild reaches the running portal through its control socket and reports', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', cli], {
      cwd: root,
      env: { ...process.env, DATA_DIR: given.portal.dataDir },
    });
    expect(stdout).toMatch(/Read models rebuilt from [\d,]+ events in [\d.]+ s and swapped in/);
  });

  it('npm run rebuild says so clearly when no portal runs on the data directory', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'ghost-no-portal-'));
    try {
      await expect(
        run(process.execPath, ['--import', 'tsx', cli], {
          cwd: root,
          env: { ...process.env, DATA_DIR: empty },
        }),
      ).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('No portal is running on'),
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
