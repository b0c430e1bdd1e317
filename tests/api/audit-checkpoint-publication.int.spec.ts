import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointSignedBy, ConfigurationError } from '@ghost/events';
import {
  checkpointReceiverPath,
  createCheckpointReceiverSandbox,
  type CheckpointReceiverSandbox,
} from '@ghost/command-api';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

/** Somewhere outside the portal's data folder, as an operator would name it. */
const outside = mkdtempSync(join(tmpdir(), 'ghost-published-'));
const publishedFile = join(outside, 'checkpoints.jsonl');
const token = 'receiver-token-of-the-test';
let receiver: CheckpointReceiverSandbox;
let closeReceiver: () => Promise<void>;
let portal: TestPortal;

beforeAll(async () => {
  receiver = createCheckpointReceiverSandbox({ token });
  const server = receiver.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  closeReceiver = () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeAllConnections();
    });
  const { port } = server.address() as AddressInfo;
  portal = await startTestPortal({
    checkpoints: { everyEvents: 3 },
    env: {
      AUDIT_PUBLISH_FILE: publishedFile,
      AUDIT_PUBLISH_URL: `http://127.0.0.1:${port}${checkpointReceiverPath}`,
      AUDIT_PUBLISH_TOKEN: token,
    },
  });
  for (let n = 0; n < 4; n += 1) {
    expect((await request(portal.url, 'POST', '/api/transactions', cryptoDonation())).status).toBe(
      201,
    );
  }
  // A stop signs a last checkpoint and publishes it before the portal is gone.
  await portal.stop();
});
afterAll(async () => {
  await closeReceiver();
  rmSync(portal.dataDir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('the signed checkpoints published outside the portal', () => {
  it('appends every checkpoint, signed by the audit key, to the file the operator named, the last one covering the whole log', () => {
    const lines = readFileSync(publishedFile, 'utf8').trim().split('\n');
    const published = lines.map(
      (line) =>
        JSON.parse(line) as {
          eventCount: number;
          globalHash: string;
          signedAt: string;
          keyId: string;
          signature: string;
          position: number;
        },
    );
    expect(published.length).toBeGreaterThanOrEqual(2);
    for (const checkpoint of published) {
      expect(checkpointSignedBy(portal.auditKey.publicKey, checkpoint)).toBe(true);
    }
    const counts = published.map((checkpoint) => checkpoint.eventCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('posts the same checkpoints, with the bearer token, to the URL the operator named', () => {
    const inFile = readFileSync(publishedFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { eventCount: number }).eventCount);
    expect(receiver.checkpoints.map((checkpoint) => checkpoint.eventCount)).toEqual([
      ...new Set(inFile),
    ]);
    for (const checkpoint of receiver.checkpoints) {
      expect(checkpointSignedBy(portal.auditKey.publicKey, checkpoint)).toBe(true);
    }
  });

  it('refuses to start when the publication file is inside DATA_DIR, where whoever rewrites the log could rewrite it too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ghost-portal-'));
    try {
      await expect(
        startTestPortal({ dataDir, env: { AUDIT_PUBLISH_FILE: join(dataDir, 'published.jsonl') } }),
      ).rejects.toThrow(ConfigurationError);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
