import { transactionStatuses } from '@ghost/events';
import { z } from 'zod';

const note = z.string().trim().max(1000);

/** verify-payment, update-subscription, force-verify-card: an optional note. */
export const notesBodySchema = z.strictObject({ notes: note.nullish() });

/** mark-failed, mark-card-failed: the reason is required (admin-panel.md §5). */
export const reasonBodySchema = z.strictObject({
  reason: note.min(1, 'A reason is required to mark a payment as failed'),
});

/** PATCH status: the new status and why. */
export const statusBodySchema = z.strictObject({
  status: z.enum(transactionStatuses),
  notes: note.min(1, 'notes must say why the status is set by hand'),
});

/** Calls whose subject is in the path take no body. */
export const emptyBodySchema = z.strictObject({});
