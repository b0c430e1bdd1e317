import { v5 as uuidv5, parse as parseUuid } from 'uuid';
import {
  currentVersionOf,
  type AppendResult,
  type EventStore,
  type EventToAppend,
  type ExpectedRevision,
  type StoredEvent,
} from '@ghost/events';
import type { CommandContext } from './command-context.js';

/** Namespace of the deterministic event ids, as bytes: uuid parses a text one on every call. */
const eventIdNamespace = parseUuid('6f1c1d8e-52b1-4a8e-9a3e-0d7f1c2b9e41');

/** A command's decided events, as they are to be appended to one stream. */
export interface DecidedAppend {
  streamId: string;
  expected: ExpectedRevision;
  events: readonly { type: string; data: unknown }[];
}

/** Events decided on `history`, to be appended only if the stream has not moved since. */
export const appendAfter = (
  streamId: string,
  history: readonly StoredEvent[],
  events: readonly { type: string; data: unknown }[],
): DecidedAppend => ({ streamId, expected: history.at(-1)?.revision ?? 'no_stream', events });

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
 * Every write of a command goes through here or writeToStreams: first what must happen before
 * the command's first event (a request's Idempotency-Key is claimed, see
 * CommandContext.beforeFirstWrite), then the append. A refused claim writes nothing.
 */
export const writeToStream = async (
  eventStore: EventStore,
  { streamId, expected, events }: DecidedAppend,
  context: CommandContext,
): Promise<AppendResult> => {
  await context.beforeFirstWrite?.();
  return eventStore.append(
    streamId,
    toEventsToAppend(streamId, expected, events, context),
    expected,
  );
};

/** writeToStream for several streams in one call (all or none where the store can). */
export const writeToStreams = async (
  eventStore: EventStore,
  appends: readonly DecidedAppend[],
  context: CommandContext,
): Promise<AppendResult[]> => {
  await context.beforeFirstWrite?.();
  return eventStore.appendToStreams(
    appends.map(({ streamId, expected, events }) => ({
      streamId,
      expected,
      events: toEventsToAppend(streamId, expected, events, context),
    })),
  );
};
