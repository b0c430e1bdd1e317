import type { EventStore, GlobalPosition, StoredEvent } from '@ghost/events';
import type { CommandContext } from './command-context.js';
import { decideAgainOnConflict, defaultAttempts } from './decide-again-on-conflict.js';
import type { Decider } from './decider.js';
import { fold, historyForAttempt } from './stream-state.js';
import { appendAfter, writeToStream } from './write-events.js';

export interface HandleOptions {
  /** How many times a stale read is decided again before giving up. */
  attempts?: number;
  /**
   * The stream as the caller has just read it: the first attempt decides on it rather than read
   * it again. Stale, it costs one refused append and a fresh read.
   */
  history?: readonly StoredEvent[];
}

export interface Handled<State> {
  state: State;
  events: StoredEvent[];
  /** Global position of the last event written, null when the decision wrote nothing. */
  position: GlobalPosition | null;
}

/**
 * Loads a stream, folds it, decides, and appends with the revision it read; a stale read is
 * decided again (see decideAgainOnConflict).
 */
export const handleCommand = async <State, Command, Event extends { type: string; data: unknown }>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  context: CommandContext,
  options: HandleOptions = {},
): Promise<Handled<State>> =>
  decideAgainOnConflict(options.attempts ?? defaultAttempts, async (attempt) => {
    const history = await historyForAttempt(eventStore, streamId, attempt, options.history);
    const state = fold(decider, history);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { state, events: [], position: null };
    const result = await writeToStream(
      eventStore,
      appendAfter(streamId, history, decided),
      context,
    );
    return {
      state: fold(decider, decided, state),
      events: result.events,
      position: result.position,
    };
  });
