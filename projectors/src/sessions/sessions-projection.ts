import type { AdminEvent, StoredEvent } from '@ghost/events';
import type { Projection } from '../runner/projection.js';
import { sessionsCollection, type SessionDoc } from './session-doc.js';

const asAdminEvent = (stored: StoredEvent) =>
  stored.streamId.startsWith('admin-') ? (stored as unknown as StoredEvent & AdminEvent) : null;

const ended = (
  doc: SessionDoc | null,
  at: string,
  reason: NonNullable<SessionDoc['end_reason']>,
): SessionDoc | null =>
  doc?.ended_at === null ? { ...doc, ended_at: at, end_reason: reason } : doc;

/**
 * Opens a session at sign-in, raises it at a step-up, and ends it at sign-out or when an act on
 * the account revokes it.
 */
export const sessionsProjection: Projection<SessionDoc> = {
  collection: sessionsCollection,
  canHandle: [
    'AdminSignedIn',
    'AdminSignedOut',
    'AdminSessionsRevoked',
    'AdminSessionSteppedUp',
  ] satisfies AdminEvent['type'][],

  keysOf(stored) {
    const event = asAdminEvent(stored);
    if (
      event?.type === 'AdminSignedIn' ||
      event?.type === 'AdminSignedOut' ||
      event?.type === 'AdminSessionSteppedUp'
    ) {
      return [event.data.sessionId];
    }
    return event?.type === 'AdminSessionsRevoked' ? event.data.sessionIds : [];
  },

  evolve(doc, stored, key) {
    const event = asAdminEvent(stored);
    const at = stored.metadata.occurredAt;
    if (event?.type === 'AdminSignedIn') {
      return (
        doc ?? {
          _id: key,
          user_id: event.data.userId,
          created_at: at,
          expires_at: event.data.expiresAt,
          ip: event.data.ip,
          ended_at: null,
          end_reason: null,
          stepped_up_until: null,
        }
      );
    }
    if (event?.type === 'AdminSessionSteppedUp') {
      return doc?.ended_at === null ? { ...doc, stepped_up_until: event.data.until } : doc;
    }
    if (event?.type === 'AdminSignedOut') return ended(doc, at, 'signed_out');
    if (event?.type === 'AdminSessionsRevoked') return ended(doc, at, event.data.reason);
    return doc;
  },
};
