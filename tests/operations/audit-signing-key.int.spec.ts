import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  auditKeyFromSeed,
  newAuditKeySeed,
  rawPublicKey,
  SqliteEventStore,
  type ChainReport,
} from '@ghost/events';
import { startChildServer } from '../bench/child-server.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { auditCli } from '../support/tampered-log.js';

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-signing-key-'));
// The auditor's witness lives apart from the data it vouches for: never inside DATA_DIR.
const auditorDir = mkdtempSync(join(tmpdir(), 'ghost-auditor-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(auditorDir, { recursive: true, force: true });
});

describe('the embedded portal’s audit signing key', () => {
  it('signs its checkpoints with AUDIT_SIGNING_KEY when it is given, and writes no key file of its own', async () => {
    const seed = newAuditKeySeed();
    const setUp = new SqliteEventStore(join(dataDir, 'events.db'));
    await configureCryptoAddresses({ eventStore: setUp, clock: () => new Date() });
    await setUp.close();
    const portal = await startChildServer('web/src/server/embedded-main.ts', {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      AUDIT_SIGNING_KEY: seed,
    });
    try {
      const paid = await request(portal.url, 'POST', '/api/transactions', cryptoDonation());
      expect(paid.status).toBe(201);
    } finally {
      // A stop signs a last checkpoint over everything before it.
      await portal.stop();
    }
    expect(existsSync(join(dataDir, 'audit-signing.key'))).toBe(false);

    const publicKey = auditKeyFromSeed(Buffer.from(seed, 'base64')).publicKey;
    const { code, out } = await auditCli(
      ['verify', '--json', '--witness', join(auditorDir, 'witness.json')],
      { DATA_DIR: dataDir, AUDIT_PUBLIC_KEY: rawPublicKey(publicKey).toString('base64') },
    );
    const report = JSON.parse(out) as ChainReport;
    expect(code).toBe(0);
    expect(report.findings).toEqual([]);
    expect(report.checkpoints.checked).toBeGreaterThanOrEqual(1);
  });
});
