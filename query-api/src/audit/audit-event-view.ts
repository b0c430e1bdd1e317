import {
  redactSecrets,
  type EventMetadata,
  type RecordedEvent,
  type StoredEvent,
} from '@ghost/events';
import type { AuditLogEvent } from '@ghost/events/contract';

/** An event as auditors see it: everything it carries, its sealed secrets redacted. */
export const auditEventView = (
  event: Pick<StoredEvent, 'position' | 'streamId' | 'revision' | 'type' | 'prevHash' | 'hash'> & {
    data: unknown;
    metadata: EventMetadata;
    globalHash: string | null;
  },
): AuditLogEvent => {
  const { metadata } = event;
  return {
    position: event.position,
    streamId: event.streamId,
    revision: event.revision,
    type: event.type,
    occurredAt: metadata.occurredAt,
    actor: metadata.actor,
    eventId: metadata.eventId,
    correlationId: metadata.correlationId,
    causationId: metadata.causationId,
    schemaVersion: metadata.schemaVersion,
    data: redactSecrets(event.data),
    metadata: { ...metadata },
    prevHash: event.prevHash,
    hash: event.hash,
    globalHash: event.globalHash,
  };
};

/** An event as recorded (the texts its hash covers), as auditors see it. */
export const recordedEventView = (event: RecordedEvent): AuditLogEvent =>
  auditEventView({
    ...event,
    data: JSON.parse(event.data) as unknown,
    metadata: JSON.parse(event.metadata) as EventMetadata,
  });
