import { parse as parseUuid, v5 as uuidv5 } from 'uuid';
import {
  currentVersionOf,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type GlobalPosition,
  type StoredEvent,
} from '@ghost/events';
import type { CommandContext } from './command-context.js';
import { decideAgainOnConflict, defaultAttempts } from './decide-again-on-conflict.js';
import type { Decider } from './decider.js';
import { fold } from './stream-state.js';

/** Namespace of the deterministic event ids, as bytes: uuid parses a text one on every call. */
const eventIdNamespace = parseUuid('6f1c1d8e-52b1-4a8e-9a3e-0d7f1c2b9e41');

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
 * The same command deciding the same events at the same revision gets the same event ids, so a
 * re-sent append is recognised by the event store instead of written twice.
 */
export const toEventsToAppend = (
  streamId: string,
  expected: ExpectedRevision,
  events: readonly { type: string; data: unknown }[],
  context: CommandContext,
): EventToAppend[] =>
  events.map((event, index) => ({
    type: event.type,
    data: event.data,
    metadata: {
      // The name as bytes too: Buffer encodes UTF-8 natively, uuid does it character by character.
      eventId: uuidv5(
        Buffer.from(`${context.commandId}:${streamId}:${String(expected)}:${index}`),
        eventIdNamespace,
      ),
      occurredAt: context.now.toISOString(),
      actor: context.actor,
      correlationId: context.correlationId,
      causationId: context.causationId ?? context.commandId,
      schemaVersion: currentVersionOf(event.type),
    },
  }));

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
    const history =
      attempt === 1 && options.history ? options.history : await eventStore.readStream(streamId);
    const state = fold(decider, history);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { state, events: [], position: null };
    const expected: ExpectedRevision = history.at(-1)?.revision ?? 'no_stream';
    const result = await eventStore.append(
      streamId,
      toEventsToAppend(streamId, expected, decided, context),
      expected,
    );
    return {
      state: fold(decider, decided, state),
      events: result.events,
      position: result.position,
    };
  });
