import { z } from 'zod';

/** A moment as the services answer it: ISO 8601 in UTC (`2026-11-22T10:00:00.000Z`). */
export const timestamp = z.iso.datetime();

/**
 * The log position of a command's last event (also sent as `X-Log-Position`): a later GET that
 * sends it back reads its effect. Null when the command wrote nothing.
 */
export const logPosition = z.int().nonnegative().nullable();

/** The page a list answer holds: `pages` is the number of pages of `limit` rows. */
export const paginationSchema = z.strictObject({
  page: z.int().positive(),
  limit: z.int().positive(),
  total: z.int().nonnegative(),
  pages: z.int().nonnegative(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** The answer of a call that only reports that it was done, in words a screen may show. */
export const doneAnswerSchema = z.strictObject({ success: z.literal(true), message: z.string() });
export type DoneAnswer = z.infer<typeof doneAnswerSchema>;
