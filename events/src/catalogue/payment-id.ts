import { paymentIdPrefix } from './payment-constants.js';

/**
 * Payment IDs, said once for the browser that makes them, the server that refuses guessable ones
 * and every lookup. The visitor's browser makes a payment's ID, and the ID is the only key to its
 * tracking page, so it must be unguessable: GHOST-{timestamp}-{random}, the timestamp 10 to 16
 * digits, the random part 16 to 40 characters of [A-Z0-9] with at least 10 distinct ones. The
 * portal makes 22 (over 113 bits), from the platform's cryptographic source, in the browser and
 * on the server alike (`crypto.getRandomValues`).
 */

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of 36 a byte can hold: bytes above it are drawn again, so no bias. */
const unbiasedLimit = 256 - (256 % alphabet.length);
/** Random characters in an ID or a reference the portal makes. */
const randomLength = 22;
/** A random part with fewer distinct characters is refused as guessable, and drawn again. */
export const minimumDistinctCharacters = 10;
/** The longest text a lookup takes as a payment ID. */
export const longestPaymentId = 100;

const unguessableFormat = new RegExp(`^${paymentIdPrefix}(\\d{10,16})-([A-Z0-9]{16,40})$`);
const lookUpFormat = new RegExp(
  `^${paymentIdPrefix}[A-Z0-9-]{1,${longestPaymentId - paymentIdPrefix.length}}$`,
);

/** Fills a byte array with random values. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const platformRandom: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** `length` characters of [A-Z0-9], each equally likely. */
export const randomText = (length: number, random: RandomBytes = platformRandom): string => {
  let text = '';
  while (text.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < unbiasedLimit && text.length < length)
        text += alphabet.charAt(byte % alphabet.length);
    }
  }
  return text;
};

/** Why a new payment's ID is refused: not of the format, or too repetitive to be unguessable. */
export type PaymentIdFault = 'format' | 'guessable';

export const paymentIdFault = (paymentId: string): PaymentIdFault | null => {
  const random = unguessableFormat.exec(paymentId)?.[2];
  if (random === undefined) return 'format';
  return new Set(random).size < minimumDistinctCharacters ? 'guessable' : null;
};

/** A new payment ID: the rare draw the rule above would refuse as guessable is drawn again. */
export const newPaymentId = (
  now: number = Date.now(),
  random: RandomBytes = platformRandom,
): string => {
  for (;;) {
    const paymentId = `${paymentIdPrefix}${now}-${randomText(randomLength, random)}`;
    if (paymentIdFault(paymentId) === null) return paymentId;
  }
};

/** The reference a gift-card or voucher payment carries as its txid when the payer gives none. */
export const newProofReference = (
  prefix: 'NINTENDO' | 'REWARBLE',
  now: number = Date.now(),
  random: RandomBytes = platformRandom,
): string => `${prefix}-${now}-${randomText(randomLength, random)}`;

/**
 * The payment ID a lookup names (the tracking page and its call, the live stream, an admin's
 * action, a card processor's callback), or null when it names none: any case, spaces around it
 * ignored, GHOST- and then letters, digits or dashes, 100 characters at most.
 */
export const paymentIdToLookUp = (text: string): string | null => {
  const paymentId = text.trim().toUpperCase();
  return lookUpFormat.test(paymentId) ? paymentId : null;
};
