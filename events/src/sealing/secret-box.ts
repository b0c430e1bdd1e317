import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sealedSecretSchema, type SealedSecret } from './sealed-secret.js';

export { sealedSecretSchema, type SealedSecret };

/**
 * Secrets (TOTP secrets, password hashes, voucher PINs) enter the log only sealed with
 * AES-256-GCM.
 */
export class SecretBox {
  private readonly kid: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The sealing key must be 32 bytes (AES-256)');
    this.kid = createHash('sha256').update(key).digest('hex').slice(0, 16);
  }

  static generateKey(): Buffer {
    return randomBytes(32);
  }

  seal(plaintext: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      alg: 'A256GCM',
      kid: this.kid,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ct: ct.toString('base64'),
    };
  }

  open(sealed: SealedSecret): string {
    if (sealed.kid !== this.kid) throw new Error(`Sealed with another key (${sealed.kid})`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    return Buffer.concat([
      decipher.update(Buffer.from(sealed.ct, 'base64')),
      decipher.final(),
    ]).toString('utf8');
  }
}
