import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fingerprintOf, rawPublicKeyOf } from './pinned-key';

const { publicKey } = generateKeyPairSync('ed25519');
const pem = publicKey.export({ format: 'pem', type: 'spki' }).toString();
const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32).toString('base64');

describe('a public key pasted to be pinned', () => {
  it('is read from the PEM block the operators give, or from its raw base64 form', () => {
    expect(rawPublicKeyOf(pem)).toBe(raw);
    expect(rawPublicKeyOf(`  ${raw}\n`)).toBe(raw);
    expect(rawPublicKeyOf(`AUDIT_PUBLIC_KEY=${raw}`)).toBe(raw);
  });

  it('refuses anything that is not an Ed25519 public key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .publicKey.export({ format: 'pem', type: 'spki' })
      .toString();
    expect(rawPublicKeyOf(rsa)).toBeNull();
    expect(rawPublicKeyOf('not a key')).toBeNull();
    expect(rawPublicKeyOf(Buffer.alloc(31).toString('base64'))).toBeNull();
  });

  it('is named by the fingerprint the portal and the CLI give: sha256 of its raw bytes', async () => {
    const { createHash } = await import('node:crypto');
    const expected = createHash('sha256').update(Buffer.from(raw, 'base64')).digest('hex');
    await expect(fingerprintOf(raw)).resolves.toBe(expected);
  });
});
