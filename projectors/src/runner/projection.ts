import type { StoredEvent } from '@ghost/events';
import type { Doc } from '../read-store/read-store.js';

/**
 * A read model: which documents an event touches, and how each evolves. `evolve` is pure (no
 * clock, no I/O): everything it needs is in the event.
 */
export interface Projection<D extends Doc = Doc> {
  readonly collection: string;
  keysOf(event: StoredEvent): readonly string[];
  evolve(doc: D | null, event: StoredEvent, key: string): D | null;
}

/**
 * Applies one event to one document behind the position guard: an event at or before the
 * document's position was applied already, so applying it again changes nothing.
 */
export const applyEvent = <D extends Doc>(
  projection: Projection<D>,
  doc: D | null,
  event: StoredEvent,
  key: string,
): D | null => {
  if (doc?._position !== undefined && doc._position >= event.position) return doc;
  const next = projection.evolve(doc, event, key);
  return next === null ? null : { ...next, _position: event.position };
};
