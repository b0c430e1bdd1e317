import { z } from 'zod';
import { paginationSchema } from '../common/answer-parts.js';
import { adminTransactionSchema } from '../transactions/admin-transaction.js';

/** The card queue's tiles: how many card payments await, and their value in dollars. */
export const cardQueueSummarySchema = z.strictObject({
  count: z.int().nonnegative(),
  totalValueUsd: z.number().nonnegative(),
});
export type CardQueueSummary = z.infer<typeof cardQueueSummarySchema>;

/** GET /api/transactions/card-payments/awaiting: card payments awaiting verification. */
export const cardQueueAnswerSchema = z.strictObject({
  transactions: z.array(adminTransactionSchema),
  pagination: paginationSchema,
  summary: cardQueueSummarySchema,
});
export type CardQueueAnswer = z.infer<typeof cardQueueAnswerSchema>;
