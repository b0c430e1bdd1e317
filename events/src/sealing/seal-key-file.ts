import { existsSync, readFileSync } from 'node:fs';
import { ensurePrivateDir, writePrivateFile } from '../files/private-files.js';
import { join } from 'node:path';
import { SecretBox } from './secret-box.js';

/**
 * Embedded mode keeps the sealing key beside the data, created on the first start and readable
 * by the owner only. The distributed deployment passes SEAL_KEY instead. The admin CLI uses the
 * same file, so an account it creates can be opened by the server.
 */
export const loadOrCreateSealKey = (dataDir: string): Buffer => {
  const file = join(dataDir, 'seal.key');
  if (!existsSync(file)) {
    ensurePrivateDir(dataDir);
    try {
      writePrivateFile(file, SecretBox.generateKey().toString('base64'), 'wx');
    } catch (error) {
      // Another process (the server, the admin CLI) created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
};
