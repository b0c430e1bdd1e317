import { z } from 'zod';
import { timestamp } from '../common/answer-parts.js';
import { statsPeriodSchema } from '../stats/period.js';
import { statsSummarySchema } from '../stats/summary.js';
import { adminTransactionDetailSchema } from '../transactions/admin-transaction.js';
import { transactionListAnswerSchema } from '../transactions/list-answers.js';
import { listQuerySchema } from '../transactions/list-query.js';
import { positionParam } from './event-log.js';

/*
 * The books as of a moment (issue 14): the transactions and the stats as they stood at a
 * date-time or right after an event, rebuilt from the log up to there into a store of their own.
 */

const single = z.string({ error: 'must be given once' });

/** `at`: a date-time (the log as it stood then); `position`: right after that event. One of them. */
const momentShape = {
  at: single
    .pipe(z.iso.datetime({ offset: true, error: 'must be a date-time (ISO 8601)' }))
    .transform((text) => new Date(text))
    .optional(),
  position: positionParam.optional(),
};

const oneMoment = (
  query: { at?: Date | undefined; position?: number | undefined },
  ctx: z.RefinementCtx,
) => {
  if ((query.at === undefined) === (query.position === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['at'],
      message: 'give either at (a date-time) or position (an event of the log)',
    });
  }
};

/** GET /api/audit/as-of/stats and /as-of/transactions/{id}: the moment only. */
export const asOfQuerySchema = z.strictObject(momentShape).superRefine(oneMoment);
export type AsOfQuery = z.output<typeof asOfQuerySchema>;

/** GET /api/audit/as-of/transactions: the moment and the admin list's own query. */
export const asOfListQuerySchema = listQuerySchema.extend(momentShape).superRefine(oneMoment);
export type AsOfListQuery = z.output<typeof asOfListQuerySchema>;

/** Which moment an answer is of: the log up to this position (null: before its first event). */
export const asOfSchema = z.strictObject({
  position: z.int().nonnegative().nullable(),
  /** When the last event up to there occurred; null before the first. */
  at: timestamp.nullable(),
  /** How many events of the log it holds. */
  events: z.int().nonnegative(),
});
export type AsOf = z.infer<typeof asOfSchema>;

export const asOfTransactionsAnswerSchema = transactionListAnswerSchema.extend({
  asOf: asOfSchema,
});
export type AsOfTransactionsAnswer = z.infer<typeof asOfTransactionsAnswerSchema>;

export const asOfTransactionAnswerSchema = z.strictObject({
  asOf: asOfSchema,
  transaction: adminTransactionDetailSchema,
});
export type AsOfTransactionAnswer = z.infer<typeof asOfTransactionAnswerSchema>;

/** The dashboard's figures as they stood: the periods end at the moment, not now. */
export const asOfStatsAnswerSchema = z.strictObject({
  asOf: asOfSchema,
  summary: statsSummarySchema,
  period: statsPeriodSchema,
});
export type AsOfStatsAnswer = z.infer<typeof asOfStatsAnswerSchema>;
