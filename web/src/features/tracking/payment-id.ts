import { paymentIdPrefix } from '@ghost/events/contract';

/** The format the help panel shows, and an ID of the enhanced format. */
export const paymentIdFormat = `${paymentIdPrefix}{timestamp}-{random}`;
export const paymentIdExample = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL90';

/** What the field holds: upper case, as the visitor types (lookups ignore case anyway). */
export const asTyped = (text: string): string => text.toUpperCase();

/**
 * The search form's field, as the address names it when the form is sent without scripts
 * (`/track?id=…`): the server answers that address with the payment's page.
 */
export const searchedIdParam = 'id';
