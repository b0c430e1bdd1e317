import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, writePrivateFile } from '../files/private-files.js';

/** DER of a PKCS#8 Ed25519 private key, before its 32-byte seed (RFC 8410). */
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');
/** DER of an SPKI Ed25519 public key, before its 32 raw bytes. */
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');

/** The portal's audit key: it signs the log's checkpoints; only its public half leaves it. */
export interface AuditSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

/** The private key from its 32-byte seed (what AUDIT_SIGNING_KEY and the key file hold, base64). */
export const auditKeyFromSeed = (seed: Buffer): AuditSigningKey => {
  if (seed.length !== 32) throw new Error('An Ed25519 key is 32 bytes');
  const privateKey = createPrivateKey({
    key: Buffer.concat([pkcs8Prefix, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  return { privateKey, publicKey: createPublicKey(privateKey) };
};

/** A new key's seed, base64: for AUDIT_SIGNING_KEY or the key file. */
export const newAuditKeySeed = (): string => {
  const { privateKey } = generateKeyPairSync('ed25519');
  return privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('base64');
};

/** The 32 raw bytes of a public key. */
export const rawPublicKey = (publicKey: KeyObject): Buffer =>
  publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);

/** Which key signed: sha256 (hex) of its raw public key. */
export const keyIdOf = (publicKey: KeyObject): string =>
  createHash('sha256').update(rawPublicKey(publicKey)).digest('hex');

/** The public key as auditors are given it: PEM (SPKI), the form openssl and most tools read. */
export const publicKeyPem = (publicKey: KeyObject): string =>
  publicKey.export({ format: 'pem', type: 'spki' }).toString();

/** A public key given as PEM, or as its 32 raw bytes in base64 (AUDIT_PUBLIC_KEY). */
export const publicKeyFromText = (text: string): KeyObject => {
  const trimmed = text.trim();
  if (trimmed.includes('BEGIN PUBLIC KEY')) {
    const key = createPublicKey(trimmed);
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('The public key is not Ed25519');
    return key;
  }
  const raw = Buffer.from(trimmed, 'base64');
  if (raw.length !== 32) throw new Error('An Ed25519 public key is 32 bytes (base64) or PEM');
  return createPublicKey({ key: Buffer.concat([spkiPrefix, raw]), format: 'der', type: 'spki' });
};

/** AUDIT_SIGNING_KEY: the 32-byte seed of the Ed25519 key, base64. */
export const envAuditSigningKey = () =>
  z
    .string()
    .transform((value) => Buffer.from(value, 'base64'))
    .refine((seed) => seed.length === 32, 'must be an Ed25519 key: 32 bytes, base64-encoded')
    .transform(auditKeyFromSeed);

/** AUDIT_PUBLIC_KEY: the public key, PEM or its 32 raw bytes in base64. */
export const envAuditPublicKey = () =>
  z.string().transform((value, ctx) => {
    try {
      return publicKeyFromText(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  });

/** Where embedded mode keeps the audit key, beside the data and apart from the log. */
export const auditKeyFile = (dataDir: string): string => join(dataDir, 'audit-signing.key');

/**
 * Embedded mode creates the audit key on the first start, readable by the owner only, as it does
 * the seal key; the distributed deployment passes AUDIT_SIGNING_KEY. It never enters the log.
 */
export const loadOrCreateAuditKey = (dataDir: string): AuditSigningKey => {
  const file = auditKeyFile(dataDir);
  if (!existsSync(file)) {
    ensurePrivateDir(dataDir);
    try {
      writePrivateFile(file, newAuditKeySeed(), 'wx');
    } catch (error) {
      // Another process (the server, a CLI) created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const seed = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (seed.length !== 32) throw new Error(`${file} does not hold a 32-byte Ed25519 key`);
  return auditKeyFromSeed(seed);
};
