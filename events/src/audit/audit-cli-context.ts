import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { KeyObject } from 'node:crypto';
import cliProgress from 'cli-progress';
import { z } from 'zod';
import { parseEnv } from '../config/parse-env.js';
import type { EventStore } from '../store/event-store.js';
import { EventStoreDbEventStore } from '../store/eventstoredb-event-store.js';
import { SqliteEventStore } from '../store/sqlite/sqlite-event-store.js';
import { envAuditSigningKeyFile, readAuditKeyFile } from './audit-key-source.js';
import {
  auditKeyFile,
  auditKeyFromSeed,
  envAuditPublicKey,
  envAuditSigningKey,
  publicKeyFromText,
} from './signing-key.js';

/* What every command of the audit CLI works with: its output, its variables, the store, the keys. */

export interface AuditCliIo {
  out: (text: string) => void;
  err: (line: string) => void;
  /** Show progress bars (on standard error); off in tests. */
  progress: boolean;
  /** Where relative paths given on the command line are (npm runs scripts from the root). */
  cwd: string;
}

export const configOf = (env: NodeJS.ProcessEnv) =>
  parseEnv(
    {
      DATA_DIR: z.string().min(1).default('./data'),
      EVENTSTORE_URL: z.string().min(1).optional(),
      AUDIT_SIGNING_KEY: envAuditSigningKey().optional(),
      AUDIT_SIGNING_KEY_FILE: envAuditSigningKeyFile().optional(),
      AUDIT_PUBLIC_KEY: envAuditPublicKey().optional(),
      AUDIT_WITNESS: z.string().min(1).optional(),
    },
    env,
  );
export type Config = ReturnType<typeof configOf>;

export const openStore = async (config: Config): Promise<EventStore> => {
  if (config.EVENTSTORE_URL) return EventStoreDbEventStore.connect(config.EVENTSTORE_URL);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return new SqliteEventStore(join(dataDir, 'events.db'));
};

/** The public key the auditor gave: --public-key FILE, else AUDIT_PUBLIC_KEY; null if neither. */
export const givenPublicKey = (config: Config, file: string | undefined, cwd: string) => {
  if (file) return publicKeyFromText(readFileSync(resolve(cwd, file), 'utf8'));
  return config.AUDIT_PUBLIC_KEY ?? null;
};

/**
 * The public half of the key the portal signs with, where this machine can see it
 * (AUDIT_SIGNING_KEY, AUDIT_SIGNING_KEY_FILE, DATA_DIR/audit-signing.key); null if none is here.
 */
export const portalPublicKey = (config: Config): KeyObject | null => {
  if (config.AUDIT_SIGNING_KEY) return config.AUDIT_SIGNING_KEY.publicKey;
  if (config.AUDIT_SIGNING_KEY_FILE)
    return readAuditKeyFile(config.AUDIT_SIGNING_KEY_FILE).publicKey;
  const keyFile = auditKeyFile(resolve(config.DATA_DIR));
  if (!existsSync(keyFile)) return null;
  return auditKeyFromSeed(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')).publicKey;
};

/** The public key to give to auditors: the one given, else the portal's own. */
export const publicKeyOf = (config: Config, file: string | undefined, cwd: string): KeyObject => {
  const key = givenPublicKey(config, file, cwd) ?? portalPublicKey(config);
  if (key) return key;
  throw new Error(
    'No public key: pass --public-key FILE, or set AUDIT_PUBLIC_KEY (or run where DATA_DIR holds audit-signing.key)',
  );
};

const bar = (what: string) =>
  new cliProgress.SingleBar(
    {
      format: `${what} |{bar}| {percentage}% | {value}/{total} | {rate} events/s`,
      hideCursor: true,
      stream: process.stderr,
      noTTYOutput: false,
    },
    cliProgress.Presets.shades_classic,
  );

/** A progress bar over log positions, or nothing when progress is off. */
export const progressOf = (io: AuditCliIo, what: string) => {
  if (!io.progress) return { update: () => undefined, stop: () => undefined };
  const shown = bar(what);
  const began = performance.now();
  let started = false;
  let done = 0;
  return {
    update: (position: number, head: number) => {
      done += 1;
      const rate = Math.round(position / Math.max((performance.now() - began) / 1000, 0.001));
      const payload = { rate: rate.toLocaleString('en') };
      if (!started) {
        shown.start(head, position, payload);
        started = true;
      }
      shown.setTotal(head);
      shown.update(position, payload);
    },
    stop: () => {
      if (started || done > 0) shown.stop();
    },
  };
};
