import { currentVersionOf, type StoredEvent } from '@ghost/events';

export interface StoredEventOptions {
  occurredAt?: string;
  actor?: StoredEvent['metadata']['actor'];
}

/**
 * An event as the log hands it to a projection: at a global position, its stream's revision one
 * less (each spec's stream starts the log), with metadata of the current schema version.
 */
export const storedEvent = (
  streamId: string,
  position: number,
  event: { type: string; data: unknown },
  {
    occurredAt = '2026-11-22T10:00:00.000Z',
    actor = { kind: 'system', id: 'test' },
  }: StoredEventOptions = {},
): StoredEvent => ({
  streamId,
  revision: position - 1,
  position,
  type: event.type,
  data: event.data,
  metadata: {
    eventId: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    occurredAt,
    actor,
    correlationId: 'c',
    causationId: 'c',
    schemaVersion: currentVersionOf(event.type),
  },
  prevHash: '0'.repeat(64),
  hash: 'f'.repeat(64),
  globalPrevHash: null,
  globalHash: null,
});
