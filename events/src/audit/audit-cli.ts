import { open } from 'node:fs/promises';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { KeyObject } from 'node:crypto';
import cliProgress from 'cli-progress';
import { z } from 'zod';
import { signedCheckpointSchema } from '../catalogue/chain-report.js';
import { parseEnv } from '../config/parse-env.js';
import type { EventStore } from '../store/event-store.js';
import { EventStoreDbEventStore } from '../store/eventstoredb-event-store.js';
import { SqliteEventStore } from '../store/sqlite/sqlite-event-store.js';
import type { Witness } from './chain-verifier.js';
import { describeReport } from './describe-report.js';
import { exportLog } from './log-export.js';
import { importLog } from './log-import.js';
import {
  auditKeyFile,
  auditKeyFromSeed,
  envAuditPublicKey,
  envAuditSigningKey,
  keyIdOf,
  newAuditKeySeed,
  publicKeyFromText,
  publicKeyPem,
  rawPublicKey,
} from './signing-key.js';
import { verifyLog } from './verify-log.js';

export const auditUsage = `Usage:
  npm run audit -- verify [--witness FILE] [--public-key FILE] [--json]
  npm run audit -- export [--from DATE] [--until DATE] [--stream PREFIX] [--keep-sealed] [--out FILE]
  npm run audit -- import FILE
  npm run audit -- public-key
  npm run audit -- keygen

verify   walks the whole log, recomputes each stream's chain and the log-wide chain, checks every
         signed checkpoint, and the checkpoint verified last (the witness, DATA_DIR/audit-witness.json
         unless --witness: keep it where the portal's operators cannot reach). Exits 1 on any finding.
export   the log as JSON Lines (a header, then an event a line), sealed secrets redacted unless
         --keep-sealed (needed to import it again); to FILE, else standard output.
import   an export taken with --keep-sealed into an empty store: the same events, the same chain.
public-key  the public key that checks the checkpoints (PEM), to give to auditors.
keygen   a new audit signing key for AUDIT_SIGNING_KEY, and its AUDIT_PUBLIC_KEY.

Works on the event store the server uses: EVENTSTORE_URL when set, else DATA_DIR/events.db
(DATA_DIR defaults to ./data). The public key: --public-key FILE, else AUDIT_PUBLIC_KEY, else the
one of AUDIT_SIGNING_KEY or DATA_DIR/audit-signing.key.`;

export interface AuditCliIo {
  out: (text: string) => void;
  err: (line: string) => void;
  /** Show progress bars (on standard error); off in tests. */
  progress: boolean;
  /** Where relative paths given on the command line are (npm runs scripts from the root). */
  cwd: string;
}

const configOf = (env: NodeJS.ProcessEnv) =>
  parseEnv(
    {
      DATA_DIR: z.string().min(1).default('./data'),
      EVENTSTORE_URL: z.string().min(1).optional(),
      AUDIT_SIGNING_KEY: envAuditSigningKey().optional(),
      AUDIT_PUBLIC_KEY: envAuditPublicKey().optional(),
    },
    env,
  );
type Config = ReturnType<typeof configOf>;

const openStore = async (config: Config): Promise<EventStore> => {
  if (config.EVENTSTORE_URL) return EventStoreDbEventStore.connect(config.EVENTSTORE_URL);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return new SqliteEventStore(join(dataDir, 'events.db'));
};

/** The public key the checkpoints are checked with, from wherever it was given. */
const publicKeyOf = (config: Config, file: string | undefined, cwd: string): KeyObject => {
  if (file) return publicKeyFromText(readFileSync(resolve(cwd, file), 'utf8'));
  if (config.AUDIT_PUBLIC_KEY) return config.AUDIT_PUBLIC_KEY;
  if (config.AUDIT_SIGNING_KEY) return config.AUDIT_SIGNING_KEY.publicKey;
  const keyFile = auditKeyFile(resolve(config.DATA_DIR));
  if (existsSync(keyFile)) {
    return auditKeyFromSeed(Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')).publicKey;
  }
  throw new Error(
    'No public key: pass --public-key FILE, or set AUDIT_PUBLIC_KEY (or run where DATA_DIR holds audit-signing.key)',
  );
};

const witnessSchema = signedCheckpointSchema.extend({ signature: z.string().min(1) });

const readWitness = (file: string): Witness | null =>
  existsSync(file) ? witnessSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : null;

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
const progressOf = (io: AuditCliIo, what: string) => {
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

const dateOption = (value: string | undefined, name: string): Date | null => {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--${name} must be a date-time (ISO 8601)`);
  return date;
};

const verify = async (
  config: Config,
  values: Record<string, string | boolean | undefined>,
  io: AuditCliIo,
): Promise<number> => {
  const publicKey = publicKeyOf(config, values['public-key'] as string | undefined, io.cwd);
  const given = values.witness as string | undefined;
  const witnessFile = given
    ? resolve(io.cwd, given)
    : resolve(config.DATA_DIR, 'audit-witness.json');
  const witness = readWitness(witnessFile);
  const store = await openStore(config);
  const progress = progressOf(io, 'Verifying the log');
  try {
    const report = await verifyLog(store, { publicKey, witness, onProgress: progress.update });
    progress.stop();
    if (values.json) io.out(`${JSON.stringify(report, null, 2)}\n`);
    else io.out(`${describeReport(report).join('\n')}\n`);
    const latest = report.checkpoints.last;
    if (report.ok && latest && latest.eventCount > (witness?.eventCount ?? 0)) {
      // The newest checkpoint this walk proved: the next verification holds the log to it.
      const { eventCount, globalHash, signedAt, keyId, signature } = latest;
      const kept: Witness = { eventCount, globalHash, signedAt, keyId, signature };
      mkdirSync(dirname(witnessFile), { recursive: true });
      writeFileSync(witnessFile, `${JSON.stringify(kept, null, 2)}\n`);
      if (!values.json) io.out(`The newest checkpoint verified is kept in ${witnessFile}.\n`);
    }
    return report.ok ? 0 : 1;
  } finally {
    progress.stop();
    await store.close();
  }
};

const exportCommand = async (
  config: Config,
  values: Record<string, string | boolean | undefined>,
  io: AuditCliIo,
): Promise<number> => {
  const out = values.out as string | undefined;
  const file = out ? createWriteStream(resolve(io.cwd, out)) : null;
  const write = async (chunk: string) => {
    if (!file) {
      io.out(chunk);
      return;
    }
    if (!file.write(chunk)) await once(file, 'drain');
  };
  const store = await openStore(config);
  const progress = progressOf(io, 'Exporting the log');
  try {
    const { events } = await exportLog(store, write, {
      from: dateOption(values.from as string | undefined, 'from'),
      until: dateOption(values.until as string | undefined, 'until'),
      stream: (values.stream as string | undefined) ?? null,
      keepSealed: values['keep-sealed'] === true,
      onProgress: progress.update,
    });
    progress.stop();
    if (file) {
      file.end();
      await once(file, 'finish');
      io.err(`Exported ${events.toLocaleString('en')} events to ${resolve(io.cwd, out ?? '')}.`);
    }
  } finally {
    progress.stop();
    await store.close();
  }
  return 0;
};

const importCommand = async (config: Config, file: string, io: AuditCliIo): Promise<number> => {
  const path = resolve(io.cwd, file);
  if (!existsSync(path)) throw new Error(`There is no export at ${path}`);
  const store = await openStore(config);
  const input = await open(path);
  const progress = progressOf(io, 'Importing the log');
  try {
    const { events } = await importLog(store, input.readLines(), {
      // SQLite writes appends in the order they are sent, several a transaction.
      inFlight: store instanceof SqliteEventStore ? 512 : 1,
      onProgress: (imported, position) => {
        if (imported % 1000 === 0) progress.update(position, position);
      },
    });
    progress.stop();
    io.out(`Imported ${events.toLocaleString('en')} events: the same events, the same chain.\n`);
    return 0;
  } finally {
    progress.stop();
    await input.close();
    await store.close();
  }
};

/**
 * `npm run audit -- …`: verifies, exports and imports the event log, and gives the public key.
 * Answers the process exit code (0 fine, 1 a finding or a failure, 2 a wrong command line).
 */
export const runAuditCli = async (
  argv: string[],
  env: NodeJS.ProcessEnv,
  io: AuditCliIo,
): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        witness: { type: 'string' },
        'public-key': { type: 'string' },
        json: { type: 'boolean' },
        from: { type: 'string' },
        until: { type: 'string' },
        stream: { type: 'string' },
        'keep-sealed': { type: 'boolean' },
        out: { type: 'string' },
      },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${auditUsage}`);
    return 2;
  }
  const [command, file] = parsed.positionals;
  try {
    const config = configOf(env);
    switch (command) {
      case 'verify':
        return await verify(config, parsed.values, io);
      case 'export':
        return await exportCommand(config, parsed.values, io);
      case 'import':
        if (!file) break;
        return await importCommand(config, file, io);
      case 'public-key': {
        const publicKey = publicKeyOf(config, parsed.values['public-key'], io.cwd);
        io.out(publicKeyPem(publicKey));
        io.out(`AUDIT_PUBLIC_KEY=${rawPublicKey(publicKey).toString('base64')}\n`);
        io.out(`fingerprint (sha256) ${keyIdOf(publicKey)}\n`);
        return 0;
      }
      case 'keygen': {
        const seed = newAuditKeySeed();
        const { publicKey } = auditKeyFromSeed(Buffer.from(seed, 'base64'));
        io.out(`AUDIT_SIGNING_KEY=${seed}\n`);
        io.out(`AUDIT_PUBLIC_KEY=${rawPublicKey(publicKey).toString('base64')}\n`);
        return 0;
      }
      case undefined:
      default:
        break;
    }
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  io.err(auditUsage);
  return 2;
};
