import type { AdminTransaction, TransactionLogLine } from '@ghost/events/contract';

/** The history lines the read model writes (projectors' transactions projection), by action. */
export const historyActions = [
  'payment_submitted',
  'card_payment_started',
  'card_payment_confirmed',
  'card_callback_rejected',
  'payment_verified',
  'voucher_rejected',
  'voucher_accepted',
  'voucher_check_deferred',
  'payment_failed',
  'subscription_update_requested',
  'subscription_webhook_delivered',
  'subscription_webhook_failed',
  'subscription_updated',
  'status_overridden',
  'notification_sent',
  'notification_failed',
  'voucher_redeemed',
  'gift_card_codes_revealed',
] as const;
export type HistoryAction = (typeof historyActions)[number];

export const isKnownAction = (action: string): action is HistoryAction =>
  (historyActions as readonly string[]).includes(action);

/** Who did what a history line records. */
export type HistoryActor =
  | { kind: 'admin'; username: string }
  | { kind: 'payer' }
  | { kind: 'provider' }
  | { kind: 'system' };

const byPayer = new Set(['payment_submitted', 'card_payment_started']);
const byProvider = new Set(['card_payment_confirmed', 'card_callback_rejected']);

/**
 * The actor of a history line: the admin named on it; otherwise the payer for a submission, the
 * card processor for its confirmations (and a card payment verified without an admin, which only
 * its callback does), and the portal itself (outboxes, voucher checks, e-mails) for the rest.
 */
export const actorOf = (
  line: Pick<TransactionLogLine, 'action' | 'admin_username'>,
  method: AdminTransaction['payment_method'],
): HistoryActor => {
  if (line.admin_username) return { kind: 'admin', username: line.admin_username };
  if (byPayer.has(line.action)) return { kind: 'payer' };
  if (byProvider.has(line.action)) return { kind: 'provider' };
  if (line.action === 'payment_verified' && method === 'card') return { kind: 'provider' };
  return { kind: 'system' };
};

/** A name for an action this screen has no text for: `refund_issued` → "Refund issued". */
export const readableAction = (action: string): string => {
  const words = action.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Oldest first, as a timeline reads (the server sends them so; equal times keep their order). */
export const chronological = (lines: readonly TransactionLogLine[]): TransactionLogLine[] =>
  lines
    .map((line, index) => ({ line, index, at: Date.parse(line.created_at) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ line }) => line);
