import { z } from 'zod';
import { adminTransactionDetailSchema } from '../transactions/admin-transaction.js';
import { auditLogEventSchema } from './event-log.js';

/**
 * GET /api/audit/payments/{paymentId}/timeline: every event of the payment from its submission on,
 * each with who acted, why (the reason or notes it gives) and the payment as it stood right after
 * it, as the transaction detail shows a payment.
 */
export const timelineEntrySchema = z.strictObject({
  event: auditLogEventSchema,
  why: z.string().nullable(),
  payment: adminTransactionDetailSchema,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const paymentTimelineSchema = z.strictObject({
  paymentId: z.string(),
  entries: z.array(timelineEntrySchema),
});
export type PaymentTimeline = z.infer<typeof paymentTimelineSchema>;
