import { z } from 'zod';
import { transactionStatuses } from '../../catalogue/payment-constants.js';
import { logPosition } from '../common/answer-parts.js';
import { noteText } from '../common/text.js';

/** A bound of our own on what an admin writes into a payment's history. */
export const maxNoteLength = 1000;
const note = noteText(maxNoteLength);

/** verify-payment, update-subscription, force-verify-card: an optional note. */
export const notesBodySchema = z.strictObject({ notes: note.nullish() });
export type NotesBody = z.input<typeof notesBodySchema>;

/** mark-failed, mark-card-failed: the reason is required. */
export const reasonBodySchema = z.strictObject({
  reason: note.min(1, 'A reason is required to mark a payment as failed'),
});
export type ReasonBody = z.input<typeof reasonBodySchema>;

/** PATCH /api/transactions/{id}/status (super admins): the new status and why. */
export const statusBodySchema = z.strictObject({
  status: z.enum(transactionStatuses),
  notes: note.min(1, 'notes must say why the status is set by hand'),
});
export type StatusBody = z.input<typeof statusBodySchema>;

/** Calls whose subject is in the path take no body (or an empty object). */
export const emptyBodySchema = z.strictObject({});

/** The answer of every action on a transaction: its status once the action was recorded. */
export const transactionActionAnswerSchema = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  status: z.enum(transactionStatuses),
  position: logPosition,
});
export type TransactionActionAnswer = z.infer<typeof transactionActionAnswerSchema>;

/**
 * POST /api/transactions/{id}/reveal-codes (admins, super admins): a gift-card payment's codes
 * in the clear, in the order submitted. The reveal is recorded (who, when); the answer is never
 * cached nor kept (`Cache-Control: no-store`).
 */
export const revealCodesAnswerSchema = z.strictObject({
  success: z.literal(true),
  paymentId: z.string(),
  codes: z.array(z.string()).min(1),
  position: logPosition,
});
export type RevealCodesAnswer = z.infer<typeof revealCodesAnswerSchema>;
