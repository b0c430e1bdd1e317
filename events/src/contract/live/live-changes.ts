import { z } from 'zod';
import { transactionStatuses, type TransactionStatus } from '../../catalogue/payment-constants.js';
import { timestamp } from '../common/answer-parts.js';

/**
 * Live updates (DESIGN.md, Web): the query service pushes Server-Sent Events when read models
 * change; a screen re-reads through its usual GET, sending the pushed position so the answer
 * holds the change. Events are named `change` (data below) and `end` (nothing more will come:
 * the client must not reconnect); comments are heartbeats.
 */
export const liveEventNames = { change: 'change', end: 'end' } as const;

/** Where a payment stops changing: its stream sends this state, then ends. */
export const finalStatuses = [
  'completed',
  'failed',
] as const satisfies readonly TransactionStatus[];

export const isFinalStatus = (status: string): boolean =>
  (finalStatuses as readonly string[]).includes(status);

/** GET /api/live/payments/{paymentId}: a payment's state at open, then at each change. */
export const livePaymentChangeSchema = z.strictObject({
  /** The log position of the last event applied to the payment. */
  position: z.int().nonnegative(),
  status: z.enum(transactionStatuses),
  updatedAt: timestamp,
});
export type LivePaymentChange = z.infer<typeof livePaymentChangeSchema>;

/** What an admin screen may follow, each a family of read models. */
export const liveTopics = [
  'transactions',
  'card-payments',
  'stats',
  'users',
  'settings',
  'pricing',
] as const;
export type LiveTopic = (typeof liveTopics)[number];

/** GET /api/live/admin?topics=transactions,stats: one or more topics, comma-separated. */
export const liveAdminQuerySchema = z.strictObject({
  topics: z
    .string({ error: 'must be given once' })
    .transform((text) => [...new Set(text.split(',').map((topic) => topic.trim()))])
    .pipe(
      z
        .array(z.enum(liveTopics, { error: `must be among ${liveTopics.join(', ')}` }))
        .min(1, `must name one or more of ${liveTopics.join(', ')}`),
    ),
});
export type LiveAdminQuery = z.infer<typeof liveAdminQuerySchema>;

/** GET /api/live/admin: the position the read models reached, and the topics that changed. */
export const liveAdminChangeSchema = z.strictObject({
  position: z.int().nonnegative(),
  topics: z.array(z.enum(liveTopics)).min(1),
});
export type LiveAdminChange = z.infer<typeof liveAdminChangeSchema>;
