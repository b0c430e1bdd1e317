import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { EventMetadata } from '../catalogue/metadata.js';
import { ensurePrivateDir, privateFileMode } from '../files/private-files.js';
import { sealedSecretSchema, type SealedSecret } from '../sealing/sealed-secret.js';
import { SecretBox } from '../sealing/secret-box.js';
import { genesisHash, hashEvent } from '../store/hash-chain.js';

/** What a log file holds, once every stream's hash chain has been checked. */
export interface LogFileSummary {
  events: number;
  streams: number;
  /** The position of its last event; null for an empty log. */
  head: number | null;
  /**
   * A secret sealed in it (the first account's password hash) and the stream it is sealed for,
   * to try a seal key on.
   */
  sealed: { secret: SealedSecret; owner: string } | null;
}

type Row = [number, string, number, string, string, string, string, string];

/** The file the embedded portal keeps its log in. */
export const eventLogFile = (dataDir: string): string => join(dataDir, 'events.db');

/** Pages copied per step: all of them at once, so a copy made under load is not restarted. */
const allPages = 2 ** 30;

/**
 * Opens a log file read-only, checks SQLite's own integrity, then every stream's hash chain
 * (each event's prevHash is the hash before it, each hash matches its content). Throws naming
 * the first problem.
 */
export const checkLogFile = (file: string): LogFileSummary => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);
    const rows = db
      .prepare<[], Row>(
        'SELECT position, stream_id, revision, type, data, metadata, prev_hash, hash FROM events ORDER BY stream_id, revision',
      )
      .raw(true);
    let events = 0;
    let streams = 0;
    let head: number | null = null;
    let sealed: LogFileSummary['sealed'] = null;
    let stream: string | null = null;
    let previous = genesisHash;
    for (const [
      position,
      streamId,
      revision,
      type,
      data,
      metadata,
      prevHash,
      hash,
    ] of rows.iterate()) {
      if (streamId !== stream) {
        stream = streamId;
        previous = genesisHash;
        streams += 1;
      }
      const parsed = {
        type,
        data: JSON.parse(data) as unknown,
        metadata: JSON.parse(metadata) as EventMetadata,
      };
      if (prevHash !== previous || hashEvent(prevHash, parsed) !== hash) {
        throw new Error(`${file}: the hash chain of ${streamId} breaks at revision ${revision}`);
      }
      previous = hash;
      events += 1;
      head = Math.max(head ?? position, position);
      if (sealed === null && type === 'AdminCreated') {
        const found = sealedSecretSchema.safeParse(
          (parsed.data as { passwordHash?: unknown }).passwordHash,
        );
        if (found.success) sealed = { secret: found.data, owner: streamId };
      }
    }
    return { events, streams, head, sealed };
  } finally {
    db.close();
  }
};

/** Copies a database with SQLite's online backup, into a file renamed into place once checked. */
const copyDatabase = async (from: string, to: string): Promise<LogFileSummary> => {
  const partial = `${to}.partial`;
  rmSync(partial, { force: true });
  const source = new Database(from, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    // One read of the source, at one moment: appends made meanwhile are not in the copy, and
    // nothing of an append is in it without the rest.
    await source.backup(partial, { progress: () => allPages });
  } finally {
    source.close();
  }
  try {
    // A file that stands alone, without a write-ahead log beside it (the portal turns WAL on again).
    const copy = new Database(partial);
    copy.pragma('journal_mode = DELETE');
    copy.close();
    const summary = checkLogFile(partial);
    chmodSync(partial, privateFileMode);
    renameSync(partial, to);
    return summary;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
};

/**
 * A consistent copy of the embedded event log in `target`, taken while the portal runs (SQLite's
 * online backup reads a snapshot; the portal goes on writing). The copy is checked (integrity,
 * hash chains) before it takes its name. The seal key is not in it: keep it apart.
 */
export const backupEventLog = async (dataDir: string, target: string): Promise<LogFileSummary> => {
  const source = eventLogFile(dataDir);
  if (!existsSync(source)) throw new Error(`There is no event log at ${source}`);
  if (existsSync(target)) throw new Error(`${target} exists already: name a new file`);
  return copyDatabase(source, target);
};

/**
 * Brings a backup back as the event log of a data directory that has none. The backup is checked
 * first, and so is the seal key (SEAL_KEY, or `seal.key` put in the directory beforehand): it must
 * open the secrets sealed in the log, or the accounts could never sign in again.
 */
export const restoreEventLog = async (
  backup: string,
  dataDir: string,
  sealKey: Buffer | null,
): Promise<LogFileSummary> => {
  const target = eventLogFile(dataDir);
  if (existsSync(target) || existsSync(`${target}-wal`)) {
    throw new Error(`${dataDir} holds an event log already: restore into an empty DATA_DIR`);
  }
  if (!existsSync(backup)) throw new Error(`There is no backup at ${backup}`);
  const summary = checkLogFile(backup);
  if (summary.sealed) {
    if (!sealKey) {
      throw new Error(
        `The log holds sealed secrets: set SEAL_KEY, or put the portal's seal.key in ${dataDir}, before restoring`,
      );
    }
    try {
      new SecretBox(sealKey).open(summary.sealed.secret, summary.sealed.owner);
    } catch {
      throw new Error(
        'The seal key does not open the secrets sealed in this log: it is another key',
      );
    }
  }
  ensurePrivateDir(dataDir);
  return copyDatabase(backup, target);
};
