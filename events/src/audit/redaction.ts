import { sealedSecretSchema } from '../sealing/sealed-secret.js';

/** What stands in a sealed secret's place in an export or an audit view. */
export const redactedSecret = { $redacted: 'sealed secret' } as const;

/**
 * A value with every sealed secret in it (password hashes, TOTP secrets, voucher PINs) replaced by
 * `redactedSecret`. They are ciphertext already, but nobody reading the log needs them, and a
 * copy of the log that holds none is one less thing to keep safe.
 */
export const redactSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  if (sealedSecretSchema.safeParse(value).success) return redactedSecret;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, redactSecrets(inner)]),
  );
};

/** The tell-tale of a sealed secret in a JSON text: only texts that hold one need parsing. */
export const mayHoldSecrets = (json: string): boolean => json.includes('"A256GCM"');

/** Whether a value holds a redacted secret (an export that cannot be imported). */
export const holdsRedactedSecret = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(holdsRedactedSecret);
  if (typeof value !== 'object' || value === null) return false;
  if ((value as Record<string, unknown>).$redacted === redactedSecret.$redacted) return true;
  return Object.values(value).some(holdsRedactedSecret);
};
