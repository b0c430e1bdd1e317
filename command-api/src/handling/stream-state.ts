import type { EventStore, StoredEvent } from '@ghost/events';
import type { Decider } from './decider.js';

/** What folding a stream needs of its decider. */
export type Fold<State, Event extends { type: string; data: unknown }> = Pick<
  Decider<State, never, Event>,
  'evolve' | 'initialState'
>;

/**
 * The state events leave, from the decider's initial state or from `from`: the one fold every
 * reader of a stream (a decision, a look before one, a spec's given events) goes through. A
 * stream's events are its decider's: the stream names the aggregate, and the store brought each
 * event to its type's current version when it read it.
 */
export const fold = <State, Event extends { type: string; data: unknown }>(
  decider: Fold<State, Event>,
  events: readonly (Event | StoredEvent)[],
  from: State = decider.initialState(),
): State => events.reduce<State>((state, event) => decider.evolve(state, event as Event), from);

/** A stream's state now, read and folded. */
export const readState = async <State, Event extends { type: string; data: unknown }>(
  eventStore: EventStore,
  streamId: string,
  decider: Fold<State, Event>,
): Promise<State> => fold(decider, await eventStore.readStream(streamId));

/**
 * The history a decision's attempt starts from: on the first, the stream as the caller has just
 * read it, if it did (stale, it costs one refused append); on a retry, a fresh read.
 */
export const historyForAttempt = async (
  eventStore: EventStore,
  streamId: string,
  attempt: number,
  given: readonly StoredEvent[] | undefined,
): Promise<readonly StoredEvent[]> =>
  attempt === 1 && given ? given : eventStore.readStream(streamId);
