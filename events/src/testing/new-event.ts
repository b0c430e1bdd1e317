import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../catalogue/metadata.js';
import { currentVersionOf } from '../catalogue/registry.js';
import type { EventToAppend } from '../store/event-store.js';

/** A catalogue event with fresh metadata, for tests. */
export const newEvent = (
  type: string,
  data: unknown,
  metadata: Partial<EventMetadata> = {},
): EventToAppend => ({
  type,
  data,
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actor: { kind: 'system', id: 'test' },
    correlationId: 'test',
    causationId: 'test',
    schemaVersion: currentVersionOf(type),
    ...metadata,
  },
});

export const reservation = (key: string, by = 'test'): EventToAppend =>
  newEvent('KeyReserved', { key, purpose: 'test', by });

export const release = (key: string, by = 'test'): EventToAppend =>
  newEvent('KeyReleased', { key, by, reason: 'test' });
