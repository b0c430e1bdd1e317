import { readFileSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from '../config/parse-env.js';
import { auditKeyFromSeed, type AuditSigningKey } from './signing-key.js';

/*
 * Where the audit signing key comes from. Whoever can write the data folder can rewrite the log
 * and hash its chains again; only a signature they cannot make gives them away. So the key that
 * signs the checkpoints must not be theirs to replace:
 *
 * - production: AUDIT_SIGNING_KEY (a secret the orchestrator injects) or AUDIT_SIGNING_KEY_FILE (a
 *   file outside DATA_DIR, such as /run/secrets/ghost-audit-key, owned by another user and only
 *   readable by the service), with the public key given to the auditors to pin;
 * - development: DATA_DIR/audit-signing.key, made at the first start, beside the log (said at
 *   every start by `auditKeyInDataDirWarning`).
 */

/** The path as the file system resolves it (links followed), even for a file not there yet. */
const realPath = (path: string): string => {
  try {
    return realpathSync(path);
  } catch {
    try {
      return join(realpathSync(dirname(path)), basename(path));
    } catch {
      return resolve(path);
    }
  }
};

/** Whether `path` is the folder `dir` or inside it. */
export const isInsideDir = (dir: string, path: string): boolean => {
  const rel = relative(realPath(dir), realPath(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/** The key a file holds: its 32-byte seed, base64 (what `npm run audit -- keygen` prints). */
export const readAuditKeyFile = (file: string): AuditSigningKey => {
  const seed = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (seed.length !== 32) throw new Error(`${file} does not hold a 32-byte Ed25519 key (base64)`);
  return auditKeyFromSeed(seed);
};

/** AUDIT_SIGNING_KEY_FILE: the path of a file holding the key's seed, outside DATA_DIR. */
export const envAuditSigningKeyFile = () => z.string().min(1);

/**
 * The audit key the operator gave (AUDIT_SIGNING_KEY, or the file AUDIT_SIGNING_KEY_FILE names);
 * undefined when neither is set (the development way: DATA_DIR/audit-signing.key). A file inside
 * DATA_DIR, or both set, is refused with the variable named.
 */
export const givenAuditKey = (
  given: { key?: AuditSigningKey | undefined; file?: string | undefined },
  dataDir: string,
): AuditSigningKey | undefined => {
  if (given.key && given.file) {
    throw new ConfigurationError(
      'AUDIT_SIGNING_KEY_FILE',
      'is set beside AUDIT_SIGNING_KEY: give the key one way only',
    );
  }
  if (given.key) return given.key;
  if (given.file === undefined) return undefined;
  if (isInsideDir(dataDir, given.file)) {
    throw new ConfigurationError(
      'AUDIT_SIGNING_KEY_FILE',
      'is inside DATA_DIR: keep the key where whoever can write the data folder cannot replace it',
    );
  }
  try {
    return readAuditKeyFile(given.file);
  } catch (error) {
    throw new ConfigurationError(
      'AUDIT_SIGNING_KEY_FILE',
      `cannot be used: ${(error as Error).message}`,
    );
  }
};

/** Logged at every start that signs with the key kept in DATA_DIR. */
export const auditKeyInDataDirWarning =
  'the audit signing key is kept in DATA_DIR beside the log (the development way): whoever can write the data folder can sign a rewritten log with a key of their own. In production give AUDIT_SIGNING_KEY or AUDIT_SIGNING_KEY_FILE (outside DATA_DIR), and give the auditors the public key to pin';
