import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealedSecretSchema, SecretBox, type SealedSecret } from './secret-box.js';

const key = SecretBox.generateKey();
const box = new SecretBox(key);

/** A secret as the portal sealed it before secrets were bound to their stream. */
const sealedWithoutOwner = (plaintext: string): SealedSecret => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    alg: 'A256GCM',
    kid: createHash('sha256').update(key).digest('hex').slice(0, 16),
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    ct: ct.toString('base64'),
  };
};

describe('a secret sealed for its owner', () => {
  it('opens for the stream it was sealed for', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'admin-1');
    expect(sealedSecretSchema.parse(sealed)).toEqual(sealed);
    expect(sealed.v).toBe(2);
    expect(box.open(sealed, 'admin-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it("does not open when copied into another account's or payment's event", () => {
    const sealed = box.seal('$argon2id$v=19$m=19456,t=2,p=1$hash', 'admin-1');
    expect(() => box.open(sealed, 'admin-2')).toThrow(/does not open for admin-2/);
    const pin = box.seal('1234', 'transaction-GHOST-1-A');
    expect(() => box.open(pin, 'transaction-GHOST-1-B')).toThrow(/does not open/);
  });

  it('refuses a box whose ciphertext, tag or version marker was changed', () => {
    const sealed = box.seal('secret', 'admin-1');
    const flipped = Buffer.from(sealed.ct, 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => box.open({ ...sealed, ct: flipped.toString('base64') }, 'admin-1')).toThrow();
    // Dropping the marker to pass it off as an unbound secret does not open it either.
    const unmarked: SealedSecret = { ...sealed };
    delete unmarked.v;
    expect(() => box.open(unmarked, 'admin-2')).toThrow();
  });

  it('refuses a box sealed with another key, naming that key', () => {
    const other = new SecretBox(SecretBox.generateKey()).seal('secret', 'admin-1');
    expect(() => box.open(other, 'admin-1')).toThrow(/another key/);
  });

  it('still opens a secret sealed before binding existed (no version marker), for any owner', () => {
    const legacy = sealedWithoutOwner('4321');
    expect(sealedSecretSchema.parse(legacy)).toEqual(legacy);
    expect(box.open(legacy, 'transaction-GHOST-1-A')).toBe('4321');
    expect(box.open(legacy, 'admin-7')).toBe('4321');
  });

  it('derives the gift-card lookup key as the README computes it from SEAL_KEY, never the seal key itself', () => {
    const documented = createHmac('sha256', key)
      .update('ghost-payments derived key\ngift-card lookup')
      .digest();
    expect(box.derivedKey('gift-card lookup')).toEqual(documented);
    expect(box.derivedKey('gift-card lookup').equals(key)).toBe(false);
  });
});
