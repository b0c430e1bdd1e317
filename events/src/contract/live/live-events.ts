import type { TransactionStatus } from '../../catalogue/payment-constants.js';

/*
 * Live updates: the query service pushes Server-Sent Events when read models
 * change; a screen re-reads through its usual GET, sending the pushed position so the answer
 * holds the change. The constants here carry no schema, so a browser page that follows a stream
 * does not load the validation library; the shapes are in live-changes.ts.
 */

/** `change` carries data (live-changes.ts); `end`: nothing more will come, do not reconnect. */
export const liveEventNames = { change: 'change', end: 'end' } as const;

/** Where a payment stops changing: its stream sends this state, then ends. */
export const finalStatuses = [
  'completed',
  'failed',
] as const satisfies readonly TransactionStatus[];

export const isFinalStatus = (status: string): boolean =>
  (finalStatuses as readonly string[]).includes(status);

/**
 * What an admin screen may follow, each a family of read models; `events`, the event log itself
 * (auditors and super admins: the audit's event stream).
 */
export const liveTopics = [
  'transactions',
  'card-payments',
  'stats',
  'users',
  'settings',
  'pricing',
  'events',
] as const;
export type LiveTopic = (typeof liveTopics)[number];
