import type { StoredEvent } from '@ghost/events';
import type { Doc, IndexSpec } from '../read-store/read-store.js';

/**
 * A read model: which documents an event touches, and how each evolves. `evolve` is pure (no
 * clock, no I/O): everything it needs is in the event.
 */
export interface Projection<D extends Doc = Doc> {
  readonly collection: string;
  /**
   * The event types it evolves on. The runner hands it no others, and reads only the types some
   * projection can handle: half the log (the reservations, the idempotency records) is never read.
   */
  readonly canHandle: readonly string[];
  keysOf(event: StoredEvent): readonly string[];
  evolve(doc: D | null, event: StoredEvent, key: string): D | null;
  /** The indexes its queries need; the runner creates them once it has caught up with the log. */
  readonly indexes?: readonly IndexSpec[];
}

/** What one event did to one document of a read model. */
export interface DocChange<D extends Doc = Doc> {
  key: string;
  before: D | null;
  after: D | null;
  event: StoredEvent;
}

/**
 * A read model fed by the changes of another one's documents, in the same batch: what a pure
 * event projection cannot compute because the event does not carry it. A payment verified days
 * after it was submitted moves its amount from pending to completed in the stats of its creation
 * time, which only the transaction document knows: stats = f(transaction before, after). Still
 * pure, still behind the position guard, still written with the batch and its checkpoint.
 */
export interface DerivedProjection<S extends Doc = Doc, D extends Doc = Doc> {
  readonly collection: string;
  /** The collection whose document changes feed it; its read model comes first in the list. */
  readonly source: string;
  keysOf(change: DocChange<S>): readonly string[];
  evolve(doc: D | null, change: DocChange<S>, key: string): D | null;
  /**
   * Optional: what evolving the changes one after the other gives, computed at once. The runner
   * hands a document all the changes of a batch that touch it, so a document most of them touch
   * (the stats totals) is copied once a batch instead of once a change.
   */
  evolveAll?(doc: D | null, changes: readonly DocChange<S>[], key: string): D | null;
  readonly indexes?: readonly IndexSpec[];
}

export type ReadModel = Projection | DerivedProjection;

export const isDerived = (model: ReadModel): model is DerivedProjection => 'source' in model;

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
  return positioned(projection.evolve(doc, event, key), doc, event.position);
};

/**
 * Stamps a new version with the position it reached. `evolve` answers a fresh object for a
 * change (stored documents are snapshots, never changed in place), so it is stamped as is rather
 * than copied once more: a replay makes hundreds of thousands of them.
 */
const positioned = <D extends Doc>(next: D | null, doc: D | null, position: number): D | null => {
  if (next === null || next === doc) return next;
  next._position = position;
  return next;
};

/**
 * Applies changes of the source documents (in log order, one event or several) to one derived
 * document, behind the same guard: the changes of an event at or before the document's position
 * were applied already, those of later events are applied and the document takes the position of
 * the last.
 */
export const applyChanges = <S extends Doc, D extends Doc>(
  projection: DerivedProjection<S, D>,
  doc: D | null,
  changes: readonly DocChange<S>[],
  key: string,
): D | null => {
  const applied = doc?._position;
  const fresh =
    applied === undefined ? changes : changes.filter((change) => change.event.position > applied);
  const last = fresh.at(-1);
  if (!last) return doc;
  let next: D | null;
  if (projection.evolveAll) next = projection.evolveAll(doc, fresh, key);
  else {
    next = doc;
    for (const change of fresh) next = projection.evolve(next, change, key);
  }
  return positioned(next, doc, last.event.position);
};
