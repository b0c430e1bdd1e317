import { open } from 'node:fs/promises';
import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  configOf,
  openStore,
  progressOf,
  publicKeyOf,
  type AuditCliIo,
  type Config,
} from './audit-cli-context.js';
import { verify } from './audit-verify-command.js';
import { exportLog } from './log-export.js';
import { importLog } from './log-import.js';
import { SqliteEventStore } from '../store/sqlite/sqlite-event-store.js';
import {
  auditKeyFromSeed,
  keyIdOf,
  newAuditKeySeed,
  publicKeyPem,
  rawPublicKey,
} from './signing-key.js';

export type { AuditCliIo } from './audit-cli-context.js';

export const auditUsage = `Usage:
  npm run audit -- verify [--witness FILE] [--public-key FILE] [--json]
  npm run audit -- export [--from DATE] [--until DATE] [--stream PREFIX] [--keep-sealed] [--out FILE]
  npm run audit -- import FILE
  npm run audit -- public-key
  npm run audit -- keygen

verify   walks the whole log, recomputes each stream's chain and the log-wide chain, checks every
         signed checkpoint with the pinned public key, and the checkpoint verified last (the
         witness: --witness FILE, else AUDIT_WITNESS, else ~/.ghost-payments/audit-witness.json;
         never inside DATA_DIR). The witness keeps the public key it was verified with: a key that
         changed is an alarm. Exits 1 on any finding or alarm.
export   the log as JSON Lines (a header, then an event a line), sealed secrets redacted unless
         --keep-sealed (needed to import it again); to FILE, else standard output.
import   an export taken with --keep-sealed into an empty store: the same events, the same chain.
public-key  the public key that checks the checkpoints (PEM), to give to auditors.
keygen   a new audit signing key for AUDIT_SIGNING_KEY, and its AUDIT_PUBLIC_KEY.

Works on the event store the server uses: EVENTSTORE_URL when set, else DATA_DIR/events.db
(DATA_DIR defaults to ./data). The public key: --public-key FILE, else AUDIT_PUBLIC_KEY, else the
one pinned in the witness, else (unpinned, with a warning) the portal's own: AUDIT_SIGNING_KEY,
AUDIT_SIGNING_KEY_FILE or DATA_DIR/audit-signing.key.`;

const dateOption = (value: string | undefined, name: string): Date | null => {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--${name} must be a date-time (ISO 8601)`);
  return date;
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
