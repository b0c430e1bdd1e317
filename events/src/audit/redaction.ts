import { sealedSecretSchema } from '../sealing/sealed-secret.js';

/** What stands in a sealed secret's place in an export or an audit view. */
export const redactedSecret = { $redacted: 'sealed secret' } as const;

/**
 * What stands in the place of a gift-card code a submission recorded in the clear, before codes
 * were sealed: a code is cash, and nobody reading the log is to see it.
 */
export const redactedGiftCardCode = { $redacted: 'gift card code' } as const;

/** Where submissions recorded before codes were sealed hold the codes in the clear. */
const clearGiftCardCodes = 'giftCardCodes';

/**
 * A value with every sealed secret in it (password hashes, TOTP secrets, voucher PINs, gift-card
 * codes) replaced by `redactedSecret`, and every gift-card code recorded in the clear by
 * `redactedGiftCardCode`. Sealed ones are ciphertext already, but nobody reading the log needs
 * them, and a copy of the log that holds none is one less thing to keep safe.
 */
export const redactSecrets = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (typeof value !== 'object' || value === null) return value;
  if (sealedSecretSchema.safeParse(value).success) return redactedSecret;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === clearGiftCardCodes && Array.isArray(inner)
        ? inner.map(() => redactedGiftCardCode)
        : redactSecrets(inner),
    ]),
  );
};

/** The tell-tales of a secret in a JSON text: only texts that hold one need parsing. */
export const mayHoldSecrets = (json: string): boolean =>
  json.includes('"A256GCM"') || json.includes(`"${clearGiftCardCodes}"`);

/** Whether a value holds a redacted secret or code (an export that cannot be imported). */
export const holdsRedactedSecret = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.some(holdsRedactedSecret);
  if (typeof value !== 'object' || value === null) return false;
  const mark = (value as Record<string, unknown>).$redacted;
  if (mark === redactedSecret.$redacted || mark === redactedGiftCardCode.$redacted) return true;
  return Object.values(value).some(holdsRedactedSecret);
};
