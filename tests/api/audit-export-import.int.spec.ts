import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawPublicKey, SqliteEventStore, type RecordedEvent } from '@ghost/events';
import { InMemoryReadStore, ProjectionRunner, readModels } from '@ghost/projectors';
import { signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  cryptoSubscription,
  voucherSubscription,
} from '../support/payment-requests.js';
import { auditCli } from '../support/tampered-log.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let env: Record<string, string>;
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-export-'));
  dirs.push(dir);
  return dir;
};

beforeAll(async () => {
  portal = await startTestPortal({ checkpoints: { everyEvents: 10 } });
  const admin = await signedInAdmin(portal, 'admin');
  const bodies = [cryptoDonation(), cryptoSubscription(), voucherSubscription(), cryptoDonation()];
  for (const body of bodies) {
    expect((await request(portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
  }
  for (const body of bodies.slice(0, 2)) {
    const path = `/api/transactions/${body.payment_id}/verify-payment`;
    expect((await request(portal.url, 'POST', path, {}, admin.headers)).status).toBe(200);
  }
  await portal.stop();
  env = {
    DATA_DIR: portal.dataDir,
    AUDIT_PUBLIC_KEY: rawPublicKey(portal.auditKey.publicKey).toString('base64'),
  };
});
afterAll(() => {
  for (const dir of [portal.dataDir, ...dirs]) rmSync(dir, { recursive: true, force: true });
});

const exportTo = async (args: string[]) => {
  const file = join(newDir(), 'log.jsonl');
  const { code, err } = await auditCli(['export', '--out', file, ...args], env);
  expect(code, err).toBe(0);
  return file;
};

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const recordedOf = async (file: string): Promise<RecordedEvent[]> => {
  const store = new SqliteEventStore(file);
  try {
    return await store.readRecorded(null, 100_000);
  } finally {
    await store.close();
  }
};

/** Every read model rebuilt from a log, collection by collection, documents in id order. */
const readModelsOf = async (file: string) => {
  const eventStore = new SqliteEventStore(file);
  const readStore = new InMemoryReadStore();
  const runner = new ProjectionRunner(eventStore, readStore, readModels);
  try {
    await runner.start();
    const collections: Record<string, unknown[]> = {};
    for (const model of readModels) {
      collections[model.collection] = await readStore.find(
        model.collection,
        {},
        {
          sort: { _id: 1 },
        },
      );
    }
    return collections;
  } finally {
    await runner.stop();
    await eventStore.close();
  }
};

describe('the audit export and import', () => {
  it('exports the log as JSON Lines: a header, then every event with its metadata and hashes, sealed secrets redacted', async () => {
    const file = await exportTo([]);
    const [header, ...events] = linesOf(file);
    expect(header).toEqual({
      export: expect.objectContaining({ format: 'ghost-payments event log', redacted: true }),
    });
    const recorded = await recordedOf(join(portal.dataDir, 'events.db'));
    expect(events).toHaveLength(recorded.length);
    expect(events[0]).toEqual(
      expect.objectContaining({
        position: recorded[0]?.position,
        metadata: expect.objectContaining({ eventId: expect.any(String) }),
        hash: recorded[0]?.hash,
        globalHash: recorded[0]?.globalHash,
      }),
    );
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('A256GCM');
    expect(text).toContain('{"$redacted":"sealed secret"}');
  });

  it('exports part of the log: one stream, or a time range', async () => {
    const transactions = linesOf(await exportTo(['--stream', 'transaction-'])).slice(1);
    expect(transactions.length).toBeGreaterThan(0);
    expect(transactions.every((line) => String(line.streamId).startsWith('transaction-'))).toBe(
      true,
    );
    const none = linesOf(await exportTo(['--until', '2000-01-01T00:00:00Z']));
    expect(none).toHaveLength(1);
  });

  it('imports an export kept sealed into an empty store: the same events, the same chain, the same read models, and it verifies', async () => {
    const file = await exportTo(['--keep-sealed']);
    const target = newDir();
    const imported = await auditCli(['import', file], { ...env, DATA_DIR: target });
    expect(imported.code, imported.err).toBe(0);

    const original = await recordedOf(join(portal.dataDir, 'events.db'));
    const copy = await recordedOf(join(target, 'events.db'));
    const chain = (events: RecordedEvent[]) =>
      events.map((e) => [e.position, e.streamId, e.revision, e.hash, e.globalHash]);
    expect(chain(copy)).toEqual(chain(original));
    expect(copy.map((e) => JSON.parse(e.data) as unknown)).toEqual(
      original.map((e) => JSON.parse(e.data) as unknown),
    );
    expect(await readModelsOf(join(target, 'events.db'))).toEqual(
      await readModelsOf(join(portal.dataDir, 'events.db')),
    );
    // The auditor's witness is kept apart from the data it vouches for.
    const verified = await auditCli(['verify', '--witness', join(newDir(), 'w.json')], {
      ...env,
      DATA_DIR: target,
    });
    expect(verified.code, verified.out).toBe(0);
  });

  it('refuses to import a redacted export, a partial one, or into a store that holds events', async () => {
    const redacted = await auditCli(['import', await exportTo([])], {
      ...env,
      DATA_DIR: newDir(),
    });
    expect(redacted.code).toBe(1);
    expect(redacted.err).toContain('redacted');
    const partial = await auditCli(
      ['import', await exportTo(['--keep-sealed', '--stream', 'transaction-'])],
      { ...env, DATA_DIR: newDir() },
    );
    expect(partial.code).toBe(1);
    expect(partial.err).toContain('part of the log');
    const full = await exportTo(['--keep-sealed']);
    const occupied = await auditCli(['import', full], env);
    expect(occupied.code).toBe(1);
    expect(occupied.err).toContain('holds events already');
  });
});
