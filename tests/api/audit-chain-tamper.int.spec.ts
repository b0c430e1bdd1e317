import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditKeyFromSeed,
  newAuditKeySeed,
  publicKeyPem,
  rawPublicKey,
  type ChainReport,
} from '@ghost/events';
import { signedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { cryptoDonation, cryptoSubscription } from '../support/payment-requests.js';
import {
  auditCli,
  changeByte,
  copyOfLog,
  rehashGlobalChain,
  rehashStream,
  unguarded,
} from '../support/tampered-log.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let env: Record<string, string>;
/** The witness an auditor kept from verifying the untouched log. */
let witness: string;
const copies: string[] = [];
/** Payments and the admin who acted on them. */
const paymentIds: string[] = [];

beforeAll(async () => {
  // A checkpoint every few events, so the log holds several, as a busy one does.
  portal = await startTestPortal({ checkpoints: { everyEvents: 6 } });
  const admin = await signedInAdmin(portal, 'admin');
  for (let n = 0; n < 6; n += 1) {
    const body = n % 2 === 0 ? cryptoDonation() : cryptoSubscription();
    expect((await request(portal.url, 'POST', '/api/transactions', body)).status).toBe(201);
    paymentIds.push(body.payment_id);
  }
  for (const paymentId of paymentIds.slice(0, 3)) {
    const verified = await request(
      portal.url,
      'POST',
      `/api/transactions/${paymentId}/verify-payment`,
      {},
      admin.headers,
    );
    expect(verified.status).toBe(200);
  }
  // A stop signs a last checkpoint: the log ends with one of everything before it.
  await portal.stop();
  env = { AUDIT_PUBLIC_KEY: rawPublicKey(portal.auditKey.publicKey).toString('base64') };
  witness = join(mkdtempSync(join(tmpdir(), 'ghost-witness-')), 'witness.json');
});
afterAll(() => {
  for (const dir of [portal.dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
});

const copy = () => {
  const dir = copyOfLog(portal.dataDir);
  copies.push(dir);
  return dir;
};

/** Verifies a copy with the CLI, as an auditor holding the public key and the witness would. */
const verify = async (dir: string) => {
  const { code, out } = await auditCli(['verify', '--json', '--witness', witness], {
    ...env,
    DATA_DIR: dir,
  });
  return { code, report: JSON.parse(out) as ChainReport };
};

/** The SQLite log of a copy, read as the tests need it. */
const rows = (dir: string) =>
  unguarded(dir, (db) =>
    db
      .prepare<[], { position: number; stream_id: string; revision: number; type: string }>(
        'SELECT position, stream_id, revision, type FROM events ORDER BY position',
      )
      .all(),
  );

describe('the audit: the log proves itself to someone holding only the public key', () => {
  it('verifies the log as written: every chain and checkpoint holds, and the newest checkpoint is kept as the witness', async () => {
    const dir = copy();
    const { code, report } = await verify(dir);
    expect(code).toBe(0);
    expect(report.ok).toBe(true);
    expect(report.findings).toEqual([]);
    expect(report.checkpoints.checked).toBeGreaterThanOrEqual(3);
    // The stop's checkpoint signed every event before it.
    expect(report.unanchoredEvents).toBe(1);
    expect(report.globalLinksStored).toBe(true);
    const kept = JSON.parse(readFileSync(witness, 'utf8')) as { eventCount: number };
    expect(kept.eventCount).toBe(report.eventsChecked - 1);
  });

  it('catches one changed byte: the event whose content it is, by stream and position', async () => {
    const dir = copy();
    const target = rows(dir).find(
      (row) => row.type === 'PaymentSubmitted' && row.stream_id.endsWith(paymentIds[1] ?? ''),
    );
    // One digit of the amount, in the file itself.
    changeByte(dir, `"paymentId":"${paymentIds[1]}"`, '"paymentId":"GHOST-'.length);
    const { code, report } = await verify(dir);
    expect(code).toBe(1);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: 'altered',
        reason: 'content',
        streamId: target?.stream_id,
        position: target?.position,
      }),
    );
  });

  it("catches a stream's last event deleted: the event after it in the log has lost its predecessor, and the checkpoints no longer match", async () => {
    const dir = copy();
    const log = rows(dir);
    const stream = `transaction-${paymentIds[0]}`;
    const last = log.filter((row) => row.stream_id === stream).at(-1);
    if (!last) throw new Error('no such stream');
    unguarded(dir, (db) => db.prepare('DELETE FROM events WHERE position = ?').run(last.position));
    const next = log.find((row) => row.position > last.position);
    const { code, report } = await verify(dir);
    expect(code).toBe(1);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'missing', reason: 'unlinked', position: next?.position }),
    );
    expect(report.byKind.rewritten).toBeGreaterThan(0);
  });

  it('catches an event rewritten and its stream hashed again: its log-wide link no longer follows', async () => {
    const dir = copy();
    const stream = `transaction-${paymentIds[2]}`;
    unguarded(dir, (db) => {
      db.prepare(
        'UPDATE events SET data = replace(data, \'"by":"admin"\', \'"by":"system"\') WHERE stream_id = ? AND type = \'PaymentVerified\'',
      ).run(stream);
      rehashStream(db, stream);
    });
    const verified = rows(dir).find(
      (row) => row.stream_id === stream && row.type === 'PaymentVerified',
    );
    const { code, report } = await verify(dir);
    expect(code).toBe(1);
    expect(report.findings.filter((finding) => finding.kind === 'altered')).toContainEqual(
      expect.objectContaining({ reason: 'global', position: verified?.position, streamId: stream }),
    );
  });

  it('catches an event rewritten with its stream and the whole log-wide chain hashed again: the signed checkpoints say where', async () => {
    const dir = copy();
    const stream = `transaction-${paymentIds[2]}`;
    unguarded(dir, (db) => {
      db.prepare(
        'UPDATE events SET data = replace(data, \'"by":"admin"\', \'"by":"system"\') WHERE stream_id = ? AND type = \'PaymentVerified\'',
      ).run(stream);
      rehashStream(db, stream);
      rehashGlobalChain(db);
    });
    const verified = rows(dir).find(
      (row) => row.stream_id === stream && row.type === 'PaymentVerified',
    );
    const { code, report } = await verify(dir);
    expect(code).toBe(1);
    // No chain can tell: they were all hashed again. The first checkpoint after it cannot match.
    expect(report.byKind.altered).toBe(0);
    const [rewritten] = report.findings.filter((finding) => finding.kind === 'rewritten');
    expect(rewritten).toBeDefined();
    if (rewritten?.kind !== 'rewritten') return;
    expect(rewritten.fromPosition).toBeLessThanOrEqual(verified?.position ?? 0);
    expect(rewritten.toPosition).toBeGreaterThanOrEqual(verified?.position ?? 0);
  });

  it('catches two events that changed places: both are reported reordered', async () => {
    const dir = copy();
    const log = rows(dir);
    const [first, second] = log.filter((row) => row.type === 'PaymentSubmitted');
    if (!first || !second) throw new Error('two submissions expected');
    unguarded(dir, (db) => {
      const swap = db.prepare('UPDATE events SET position = ? WHERE position = ?');
      swap.run(-1, first.position);
      swap.run(first.position, second.position);
      swap.run(second.position, -1);
    });
    const { code, report } = await verify(dir);
    expect(code).toBe(1);
    expect(report.byKind.reordered).toBeGreaterThanOrEqual(2);
    expect(report.findings).toContainEqual(
      expect.objectContaining({ kind: 'reordered', position: first.position }),
    );
  });

  it('catches the log truncated, its last checkpoints with it, against the checkpoint verified before', async () => {
    const dir = copy();
    const log = rows(dir);
    const cut = log[Math.floor(log.length / 2)]?.position ?? 0;
    unguarded(dir, (db) => db.prepare('DELETE FROM events WHERE position > ?').run(cut));
    const { code, report } = await verify(dir);
    expect(code).toBe(1);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        kind: 'truncated',
        foundEvents: log.filter((row) => row.position <= cut).length,
        expectedEvents: log.length - 1,
      }),
    );
    expect(report.witness?.status).toBe('truncated');
  });

  it('checks the checkpoints with a public key file named from where the command is typed, and calls them forged under another key', async () => {
    const dir = copy();
    const keys = mkdtempSync(join(tmpdir(), 'ghost-keys-'));
    copies.push(keys);
    writeFileSync(join(keys, 'portal.pem'), publicKeyPem(portal.auditKey.publicKey));
    const stranger = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));
    writeFileSync(join(keys, 'stranger.pem'), publicKeyPem(stranger.publicKey));
    const verifyWith = async (keyFile: string) => {
      const { code, out } = await auditCli(
        [
          'verify',
          '--json',
          '--public-key',
          keyFile,
          '--witness',
          join(keys, `${keyFile}.witness`),
        ],
        { DATA_DIR: dir },
        keys,
      );
      return { code, report: JSON.parse(out) as ChainReport };
    };

    const held = await verifyWith('portal.pem');
    expect(held.code).toBe(0);
    expect(held.report.findings).toEqual([]);

    const forged = await verifyWith('stranger.pem');
    expect(forged.code).toBe(1);
    expect(forged.report.findings).toContainEqual(expect.objectContaining({ kind: 'forged' }));
  });
});

describe('the audit: a changed key is an alarm, never a pass', () => {
  it('raises an alarm and fails when the data folder holds another signing key than the one pinned, though the log holds under the pinned key', async () => {
    const dir = copy();
    // Whoever can write the data folder puts their own key beside the log.
    writeFileSync(join(dir, 'audit-signing.key'), `${newAuditKeySeed()}\n`);
    const pinnedWitness = join(mkdtempSync(join(tmpdir(), 'ghost-witness-')), 'witness.json');
    copies.push(dirname(pinnedWitness));
    const { code, out, err } = await auditCli(['verify', '--json', '--witness', pinnedWitness], {
      ...env,
      DATA_DIR: dir,
    });
    expect(code).toBe(1);
    expect(err).toContain('ALARM: the portal signs with another key');
    expect(err).toContain('this is not a pass');
    // The walk itself found nothing: only the key tells, and that is enough to fail.
    expect((JSON.parse(out) as ChainReport).findings).toEqual([]);
    // No witness is kept from a verification under alarm.
    expect(existsSync(pinnedWitness)).toBe(false);
  });
});
