import { paymentIdPrefix } from '@ghost/events/contract';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The largest multiple of 36 a byte can hold: bytes above it are drawn again, so no bias. */
const unbiasedLimit = 256 - (256 % alphabet.length);
/** The server refuses a random part with fewer distinct characters (events/README.md, "Payment IDs"). */
const minimumDistinct = 10;

/** Fills a byte array with random values; `crypto.getRandomValues` in the browser. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const browserRandom: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/** `length` characters of [A-Z0-9], each equally likely, from a cryptographic source. */
export const randomText = (length: number, random: RandomBytes = browserRandom): string => {
  let text = '';
  while (text.length < length) {
    for (const byte of random(new Uint8Array(length * 2))) {
      if (byte < unbiasedLimit && text.length < length)
        text += alphabet.charAt(byte % alphabet.length);
    }
  }
  return text;
};

/**
 * A payment ID as the visitor's browser makes it: GHOST-{timestamp}-{22 random
 * [A-Z0-9]}, over 113 bits. The rare draw with fewer than 10 distinct characters is drawn again,
 * since the server refuses it as guessable.
 */
export const newPaymentId = (now: number = Date.now(), random: RandomBytes = browserRandom) => {
  let part = randomText(22, random);
  while (new Set(part).size < minimumDistinct) part = randomText(22, random);
  return `${paymentIdPrefix}${now}-${part}`;
};

/** The reference a gift-card or voucher payment carries as its txid. */
export const newProofReference = (
  prefix: 'NINTENDO' | 'REWARBLE',
  now: number = Date.now(),
  random: RandomBytes = browserRandom,
): string => `${prefix}-${now}-${randomText(12, random)}`;
