import { applyEvent, transactionsProjection, type TransactionDoc } from '@ghost/projectors';
import type { StoredEvent } from '@ghost/events';
import type { TimelineEntry } from '@ghost/events/contract';
import { toAdminDetail } from '../transactions/admin-view.js';
import { auditEventView } from './audit-event-view.js';

const handled = new Set(transactionsProjection.canHandle);

/** Why an event happened, when it says: a refusal's reason, an admin's notes, an error. */
export const whyOf = (data: unknown): string | null => {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  for (const name of ['reason', 'notes', 'detail', 'error']) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
};

/**
 * A payment's whole story: each event of its stream with the payment as it stood right after it,
 * folded by the very projection that builds the transactions read model, so each state is the one
 * the admin panel showed at that moment.
 */
export const paymentTimeline = (events: readonly StoredEvent[]): TimelineEntry[] => {
  let doc: TransactionDoc | null = null;
  const entries: TimelineEntry[] = [];
  for (const event of events) {
    if (handled.has(event.type)) {
      for (const key of transactionsProjection.keysOf(event)) {
        doc = applyEvent(transactionsProjection, doc, event, key);
      }
    }
    if (doc) {
      entries.push({
        event: auditEventView(event),
        why: whyOf(event.data),
        payment: toAdminDetail(doc),
      });
    }
  }
  return entries;
};
