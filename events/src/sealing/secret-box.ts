import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { sealedSecretSchema, type SealedSecret } from './sealed-secret.js';

/**
 * Secrets (TOTP secrets, password hashes, voucher PINs, gift-card codes) enter the log only
 * sealed with AES-256-GCM, in the shape of `sealedSecretSchema`.
 */
export { sealedSecretSchema, type SealedSecret };

/**
 * What binds a sealed secret to its owner: the id of the stream whose event holds it
 * (`admin-{userId}`, `transaction-{paymentId}`), authenticated with the ciphertext. A secret
 * copied into another account's or payment's event does not open there.
 */
const boundData = (owner: string): Buffer => Buffer.from(`ghost-payments sealed v2\n${owner}`);

export class SecretBox {
  private readonly kid: string;

  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The sealing key must be 32 bytes (AES-256)');
    this.kid = createHash('sha256').update(key).digest('hex').slice(0, 16);
  }

  static generateKey(): Buffer {
    return randomBytes(32);
  }

  /**
   * A key of its own for another use of the seal key (the gift-card lookup hashes), so that use
   * never holds the seal key itself: HMAC-SHA256 of the purpose under the seal key.
   */
  derivedKey(purpose: string): Buffer {
    return createHmac('sha256', this.key).update(`ghost-payments derived key\n${purpose}`).digest();
  }

  /** Seals a secret for the stream `owner` names: it opens only for that owner. */
  seal(plaintext: string, owner: string): SealedSecret {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(boundData(owner));
    const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return {
      alg: 'A256GCM',
      v: 2,
      kid: this.kid,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ct: ct.toString('base64'),
    };
  }

  /**
   * Opens a secret sealed for `owner`; throws for another owner, another key or a changed box.
   * A secret sealed before binding existed (no `v`) opens as it was sealed, for any owner.
   */
  open(sealed: SealedSecret, owner: string): string {
    if (sealed.kid !== this.kid) throw new Error(`Sealed with another key (${sealed.kid})`);
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64'));
    if (sealed.v === 2) decipher.setAAD(boundData(owner));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    try {
      return Buffer.concat([
        decipher.update(Buffer.from(sealed.ct, 'base64')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      // GCM says only "unable to authenticate": say what that means here.
      throw new Error(`A sealed secret does not open for ${owner}: another owner, or altered`);
    }
  }
}
