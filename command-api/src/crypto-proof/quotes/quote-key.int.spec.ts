import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { envQuoteKey, loadOrCreateQuoteKey, quoteKeyFile } from './quote-key.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'quote-key-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the quote signing key', () => {
  it('is created under DATA_DIR on the first start, readable by the owner only, and kept', () => {
    const dir = freshDir();
    const key = loadOrCreateQuoteKey(dir);
    expect(key).toHaveLength(32);
    expect(statSync(quoteKeyFile(dir)).mode & 0o777).toBe(0o600);
    expect(loadOrCreateQuoteKey(dir).equals(key)).toBe(true);
    expect(Buffer.from(readFileSync(quoteKeyFile(dir), 'utf8'), 'base64').equals(key)).toBe(true);
  });

  it('refuses a key file that does not hold 32 bytes', () => {
    const dir = freshDir();
    writeFileSync(quoteKeyFile(dir), Buffer.alloc(8).toString('base64'));
    expect(() => loadOrCreateQuoteKey(dir)).toThrow(/32-byte key/);
  });

  it('takes CRYPTO_QUOTE_KEY as 32 bytes in base64', () => {
    expect(envQuoteKey().parse(Buffer.alloc(32, 1).toString('base64'))).toHaveLength(32);
    expect(envQuoteKey().safeParse(Buffer.alloc(16).toString('base64')).success).toBe(false);
  });
});
