import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SecretBox } from '@ghost/events';

/**
 * Embedded mode keeps the sealing key beside the data, created on the first start and readable
 * by the owner only. The distributed deployment passes SEAL_KEY instead.
 */
export const loadOrCreateSealKey = (dataDir: string): Buffer => {
  const file = join(dataDir, 'seal.key');
  if (!existsSync(file)) {
    writeFileSync(file, SecretBox.generateKey().toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
};
