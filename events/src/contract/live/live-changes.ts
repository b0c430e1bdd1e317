import { z } from 'zod';
import { transactionStatuses } from '../../catalogue/payment-constants.js';
import { timestamp } from '../common/answer-parts.js';
import { liveTopics } from './live-events.js';

// The data of the live update streams' `change` events; their constants are in live-events.ts.

/** GET /api/live/payments/{paymentId}: a payment's state at open, then at each change. */
export const livePaymentChangeSchema = z.strictObject({
  /** The log position of the last event applied to the payment. */
  position: z.int().nonnegative(),
  status: z.enum(transactionStatuses),
  updatedAt: timestamp,
});
export type LivePaymentChange = z.infer<typeof livePaymentChangeSchema>;

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
