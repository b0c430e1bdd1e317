import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { genesisHash, globalHashOf, hashCanonical, runAuditCli } from '@ghost/events';

/*
 * What someone with write access to a copy of the SQLite log can do to it, as the audit's tamper
 * tests do: change bytes, delete or rewrite events with the guards (triggers) dropped, and hash
 * again what they changed, the stream's chain and even the log-wide one. Only the signed
 * checkpoints (and a witness) are out of their reach.
 */

/** A copy of a stopped portal's log in a directory of its own, as `DATA_DIR` for the CLI. */
export const copyOfLog = (dataDir: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-tampered-'));
  copyFileSync(join(dataDir, 'events.db'), join(dir, 'events.db'));
  return dir;
};

/** Changes one byte of the file where `text` (which must occur once) begins, plus `offset`. */
export const changeByte = (dir: string, text: string, offset = 0): void => {
  const file = join(dir, 'events.db');
  const bytes = readFileSync(file);
  const at = bytes.indexOf(text);
  if (at < 0 || bytes.indexOf(text, at + 1) >= 0)
    throw new Error(`"${text}" is not in the file once`);
  const index = at + offset;
  const byte = bytes[index] ?? 0;
  bytes[index] = byte === 0x30 ? 0x31 : 0x30;
  writeFileSync(file, bytes);
};

interface Row {
  position: number;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  prev_hash: string;
  hash: string;
}

/** Opens the copy with the guards against UPDATE and DELETE dropped. */
export const unguarded = <T>(dir: string, change: (db: Database.Database) => T): T => {
  const db = new Database(join(dir, 'events.db'));
  try {
    db.exec('DROP TRIGGER IF EXISTS events_are_never_updated');
    db.exec('DROP TRIGGER IF EXISTS events_are_never_deleted');
    return change(db);
  } finally {
    db.close();
  }
};

/** Hashes a stream's chain again from its first event, as a forger who changed it would. */
export const rehashStream = (db: Database.Database, streamId: string): void => {
  const rows = db
    .prepare<[string], Row>('SELECT * FROM events WHERE stream_id = ? ORDER BY revision')
    .all(streamId);
  let prevHash = genesisHash;
  const update = db.prepare('UPDATE events SET prev_hash = ?, hash = ? WHERE position = ?');
  for (const row of rows) {
    const hash = hashCanonical(prevHash, row.type, row.data, row.metadata);
    update.run(prevHash, hash, row.position);
    prevHash = hash;
  }
};

/** Hashes the log-wide chain again from the start, as the most thorough forger would. */
export const rehashGlobalChain = (db: Database.Database): void => {
  const rows = db.prepare<[], Row>('SELECT * FROM events ORDER BY position').all();
  const update = db.prepare(
    'UPDATE events SET global_prev_hash = ?, global_hash = ? WHERE position = ?',
  );
  let globalHash = genesisHash;
  for (const row of rows) {
    const next = globalHashOf(globalHash, {
      streamId: row.stream_id,
      revision: row.revision,
      hash: row.hash,
    });
    update.run(globalHash, next, row.position);
    globalHash = next;
  }
};

/** `npm run audit -- …` in process, on a data directory: its exit code and what it printed. */
export const auditCli = async (
  args: string[],
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<{ code: number; out: string; err: string }> => {
  let out = '';
  let err = '';
  const code = await runAuditCli(args, env, {
    out: (text) => {
      out += text;
    },
    err: (line) => {
      err += `${line}\n`;
    },
    progress: false,
    cwd,
  });
  return { code, out, err };
};
