import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { envSealKey, parseEnvOrExit } from '../config/parse-env.js';
import { backupEventLog, restoreEventLog, type LogFileSummary } from './sqlite-backup.js';

// `npm run backup -- FILE` and `npm run restore -- FILE`, for the embedded portal's DATA_DIR.
const config = parseEnvOrExit({
  DATA_DIR: z.string().min(1).default('./data'),
  SEAL_KEY: envSealKey().optional(),
});
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  process.stderr.write('Usage: npm run backup -- FILE | npm run restore -- FILE\n');
  process.exit(2);
}
// npm runs scripts from the repository's root: a relative FILE is where the command was typed.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
const dataDir = resolve(config.DATA_DIR);

const describe = (summary: LogFileSummary) =>
  `${summary.events} events in ${summary.streams} streams, up to position ${summary.head ?? 'none'}, every hash chain intact`;

const sealKeyOf = (): Buffer | null => {
  if (config.SEAL_KEY) return config.SEAL_KEY;
  const file = join(dataDir, 'seal.key');
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'base64') : null;
};

try {
  if (command === 'backup') {
    const summary = await backupEventLog(dataDir, path);
    process.stdout.write(`Backed up ${describe(summary)}, to ${path}.\n`);
    process.stdout.write(
      'The seal key is not in the backup: keep SEAL_KEY or DATA_DIR/seal.key apart, safely.\n',
    );
  } else {
    const summary = await restoreEventLog(path, dataDir, sealKeyOf());
    process.stdout.write(`Restored ${describe(summary)}, into ${dataDir}.\n`);
    process.stdout.write('Start the portal: it rebuilds the read models from the log.\n');
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
