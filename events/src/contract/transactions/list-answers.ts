import { z } from 'zod';
import { paginationSchema } from '../common/answer-parts.js';
import { adminTransactionSchema } from './admin-transaction.js';

/** GET /api/transactions: a page of rows (without `logs`), newest first. */
export const transactionListAnswerSchema = z.strictObject({
  transactions: z.array(adminTransactionSchema),
  pagination: paginationSchema,
});
export type TransactionListAnswer = z.infer<typeof transactionListAnswerSchema>;

/** GET /api/transactions/recent/list: the newest rows. */
export const recentTransactionsAnswerSchema = z.strictObject({
  transactions: z.array(adminTransactionSchema),
});
export type RecentTransactionsAnswer = z.infer<typeof recentTransactionsAnswerSchema>;
