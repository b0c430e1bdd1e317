import { paymentIdPrefix } from '@ghost/events/contract';

/** The format the help panel shows, and an ID of the enhanced format. */
export const paymentIdFormat = `${paymentIdPrefix}{timestamp}-{random}`;
export const paymentIdExample = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL90';

/** What the field holds: upper case, as the visitor types (lookups ignore case anyway). */
export const asTyped = (text: string): string => text.toUpperCase();

/**
 * The ID to look up, or null when it is not one: present and starting with
 * GHOST-, in any case; spaces around it (a pasted ID) do not count.
 */
export const paymentIdToTrack = (text: string): string | null => {
  const id = text.trim().toUpperCase();
  return id.startsWith(paymentIdPrefix) && id.length > paymentIdPrefix.length && id.length <= 100
    ? id
    : null;
};
