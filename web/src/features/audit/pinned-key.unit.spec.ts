import { describe, expect, it } from 'vitest';
import { fingerprintOf, rawPublicKeyOf } from './pinned-key';

// A key made as a browser makes one (Web Crypto), in the forms operators hand out.
const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const pem = `-----BEGIN PUBLIC KEY-----\n${base64(der)}\n-----END PUBLIC KEY-----\n`;
const raw = base64(der.subarray(-32));

describe('a public key pasted to be pinned', () => {
  it('is read from the PEM block the operators give, or from its raw base64 form', () => {
    expect(rawPublicKeyOf(pem)).toBe(raw);
    expect(rawPublicKeyOf(`  ${raw}\n`)).toBe(raw);
    expect(rawPublicKeyOf(`AUDIT_PUBLIC_KEY=${raw}`)).toBe(raw);
  });

  it('refuses anything that is not an Ed25519 public key', async () => {
    const ecdsa = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ]);
    const spki = new Uint8Array(await crypto.subtle.exportKey('spki', ecdsa.publicKey));
    const other = `-----BEGIN PUBLIC KEY-----\n${base64(spki)}\n-----END PUBLIC KEY-----\n`;
    expect(rawPublicKeyOf(other)).toBeNull();
    expect(rawPublicKeyOf('not a key')).toBeNull();
    expect(rawPublicKeyOf(base64(new Uint8Array(31)))).toBeNull();
  });

  it('is named by the fingerprint the portal and the CLI give: sha256 of its raw bytes', async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', der.subarray(-32)));
    const expected = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
    await expect(fingerprintOf(raw)).resolves.toBe(expected);
  });
});
