import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** Where embedded mode keeps the quote key, beside the data and the other keys. */
export const quoteKeyFile = (dataDir: string): string => join(dataDir, 'quote-signing.key');

/**
 * CRYPTO_QUOTE_KEY: 32 bytes, base64. Every command-api instance of a deployment must have the
 * same one, so a quote issued by one is honoured by another.
 */
export const envQuoteKey = () =>
  z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((key) => key.length === 32, 'must be 32 bytes, base64-encoded');

/**
 * Embedded mode creates the quote key on the first start, readable by the owner only, as it does
 * the seal key; distributed deployments pass CRYPTO_QUOTE_KEY. It never enters the log. A new
 * key only voids the quotes open at that moment (15 minutes at most).
 */
export const loadOrCreateQuoteKey = (dataDir: string): Buffer => {
  const file = quoteKeyFile(dataDir);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
};
