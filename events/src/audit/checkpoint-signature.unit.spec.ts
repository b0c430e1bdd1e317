import { describe, expect, it } from 'vitest';
import { checkpointSignedBy, signCheckpoint } from './checkpoint-signature.js';
import {
  auditKeyFromSeed,
  keyIdOf,
  newAuditKeySeed,
  publicKeyFromText,
  publicKeyPem,
  rawPublicKey,
} from './signing-key.js';

const key = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));
const other = auditKeyFromSeed(Buffer.from(newAuditKeySeed(), 'base64'));
const checkpoint = {
  eventCount: 1200,
  globalHash: 'a'.repeat(64),
  signedAt: '2026-11-22T10:00:00.000Z',
};

describe('the signed checkpoints', () => {
  it('are signed by the audit key and checked with its public half alone', () => {
    const signed = signCheckpoint(key.privateKey, key.publicKey, checkpoint);
    expect(signed.keyId).toBe(keyIdOf(key.publicKey));
    expect(checkpointSignedBy(key.publicKey, signed)).toBe(true);
    expect(checkpointSignedBy(other.publicKey, signed)).toBe(false);
  });

  it('no longer check once any signed field changes', () => {
    const signed = signCheckpoint(key.privateKey, key.publicKey, checkpoint);
    for (const changed of [
      { eventCount: 1199 },
      { globalHash: 'b'.repeat(64) },
      { signedAt: '2026-11-22T10:00:01.000Z' },
      { keyId: keyIdOf(other.publicKey) },
      { signature: 'AAAA' },
    ]) {
      expect(checkpointSignedBy(key.publicKey, { ...signed, ...changed })).toBe(false);
    }
  });

  it('gives the public key as PEM and as its 32 raw bytes, both read back to the same key', () => {
    const pem = publicKeyPem(key.publicKey);
    const raw = rawPublicKey(key.publicKey).toString('base64');
    expect(keyIdOf(publicKeyFromText(pem))).toBe(keyIdOf(key.publicKey));
    expect(keyIdOf(publicKeyFromText(raw))).toBe(keyIdOf(key.publicKey));
    expect(() => publicKeyFromText('bm90IGEga2V5')).toThrow('32 bytes');
  });

  it('derives the same key from the same seed, as AUDIT_SIGNING_KEY and the key file hold it', () => {
    const seed = newAuditKeySeed();
    const twice = [seed, seed].map((s) =>
      keyIdOf(auditKeyFromSeed(Buffer.from(s, 'base64')).publicKey),
    );
    expect(twice[0]).toBe(twice[1]);
  });
});
