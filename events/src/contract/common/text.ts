import { z } from 'zod';

/**
 * Control characters (NUL, escape, bidi-free C0/C1 codes) and lone UTF-16 surrogates: nothing a
 * person types into a name, a code or a transaction hash, and text a log or a screen may mangle.
 */
const controlOrBroken = /[\p{Cc}\p{Cs}]/u;
/** The same, except line breaks and tabs, which a note typed into a text area may hold. */
const controlOrBrokenInNotes = /[^\P{Cc}\n\r\t]|\p{Cs}/u;

export const hasControlCharacters = (text: string): boolean => controlOrBroken.test(text);

const noControlCharacters = 'must not contain control characters';

/** One line of text: trimmed, not blank, at most `max` characters, no control characters. */
export const lineOfText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be blank')
    .max(max)
    .refine((text) => !controlOrBroken.test(text), noControlCharacters);

/** Text that may be empty (after trimming): the same rules otherwise. */
export const optionalLineOfText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !controlOrBroken.test(text), noControlCharacters);

/** A note an admin types: several lines allowed, trimmed, at most `max` characters. */
export const noteText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !controlOrBrokenInNotes.test(text), noControlCharacters);

/** An e-mail address as a payer types it (the event keeps it as given). */
export const emailAddress = z.email().max(254);
