import { createHash, createHmac } from 'node:crypto';
import { normalizeGiftCardCode } from '../catalogue/gift-card-codes.js';

/**
 * Finding a payment by a gift-card code without keeping the code in the clear: the log and the
 * read model hold a keyed hash of each code (HMAC-SHA256 under a key derived from the seal key),
 * and a search computes the same hash of what was typed. Without the key, a hash says nothing.
 */
export const giftCardLookupPurpose = 'gift-card lookup';

/** The keyed hash of a code: what the log and the read model keep to find it by (hex). */
export const giftCardLookup = (lookupKey: Buffer, code: string): string =>
  createHmac('sha256', lookupKey).update(normalizeGiftCardCode(code)).digest('hex');

/**
 * The hash a code is found by when it was recorded in the clear, before codes were sealed: the
 * read model keeps this one for such payments (it needs no key, as the hash of the code in the
 * name of its reservation stream already is in the log).
 */
export const legacyGiftCardLookup = (code: string): string =>
  `legacy:${createHash('sha256').update(normalizeGiftCardCode(code)).digest('hex')}`;

/** A search text that may be a whole gift-card code: 16 letters and digits once normalized. */
export const mayBeGiftCardCode = (text: string): boolean =>
  /^[A-Z0-9]{16}$/.test(normalizeGiftCardCode(text));

/**
 * The hashes a search text matches a gift-card code by (none unless it is code-shaped): the
 * keyed one when the key is known, and the one of codes recorded in the clear.
 */
export const giftCardLookupsFor = (text: string, lookupKey: Buffer | null): string[] => {
  if (!mayBeGiftCardCode(text)) return [];
  return [...(lookupKey ? [giftCardLookup(lookupKey, text)] : []), legacyGiftCardLookup(text)];
};
