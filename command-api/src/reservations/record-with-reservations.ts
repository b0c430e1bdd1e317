import {
  PartialAppendError,
  type AppendResult,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { decideAgainOnConflict, defaultAttempts } from '../handling/decide-again-on-conflict.js';
import type { Decider } from '../handling/decider.js';
import { appendAfter, writeToStreams, type DecidedAppend } from '../handling/write-events.js';
import { fold, historyForAttempt } from '../handling/stream-state.js';
import { releaseReservation } from './release-reservation.js';
import { reservationDecider, type ReservationCommand } from './reservation.js';

/**
 * The unique keys a command declares for the owner it records (a payment's proofs, an account's
 * username), each on its reservation stream, with what the command meets when one is taken.
 */
export interface KeysToReserve extends Pick<
  Extract<ReservationCommand, { kind: 'Reserve' }>,
  'purpose' | 'by' | 'refusal'
> {
  keys: readonly string[];
  /** Why a reservation is given back when the owner could not be recorded after it. */
  releaseReason: string;
}

/** The owner's first events: its command, decided on its stream. */
export interface OwnerRecording<State, Command, Event extends { type: string; data: unknown }> {
  streamId: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  /** The owner's stream as the caller has just read it: the first attempt decides on it. */
  history?: readonly StoredEvent[];
}

export interface RecordingDeps {
  eventStore: EventStore;
  onCompensationFailure: (error: unknown, key: string) => void;
}

/**
 * Where the store wrote the reservations of a refused append and not the owner (EventStoreDB
 * appends stream by stream), gives them back, unless the owner was recorded meanwhile (a
 * concurrent retry of the same payment holds them rightly).
 */
const releaseWritten = async (
  deps: RecordingDeps,
  written: readonly AppendResult[],
  reservations: KeysToReserve,
  ownerStream: string,
  context: CommandContext,
): Promise<void> => {
  if ((await deps.eventStore.readStream(ownerStream)).length > 0) return;
  for (const result of written) {
    const key = result.events[0]?.streamId;
    if (key === undefined || key === ownerStream) continue;
    await releaseReservation(
      deps,
      { key, by: reservations.by, reason: reservations.releaseReason },
      context,
    );
  }
};

/**
 * Records an owner's first events together with the reservation of each of its unique keys, so
 * no key is ever held for an owner that was not written. Everything is decided first (a taken
 * key or a refused command writes nothing), then appended in one call: all or nothing where the
 * store appends across streams atomically (SQLite); elsewhere the reservations come first and a
 * failure gives back those written, and the reservation reconciler covers a crash in between.
 * Keys are taken in sorted order, so two owners sharing keys meet on the same first one. A stale
 * read is decided again (see decideAgainOnConflict).
 */
export const recordWithReservations = async <
  State,
  Command,
  Event extends { type: string; data: unknown },
>(
  deps: RecordingDeps,
  reservations: KeysToReserve,
  owner: OwnerRecording<State, Command, Event>,
  context: CommandContext,
  attempts = defaultAttempts,
): Promise<{ events: StoredEvent[]; position: GlobalPosition | null }> => {
  const keys = [...new Set(reservations.keys)].sort();
  return decideAgainOnConflict(attempts, async (attempt) => {
    const history = await historyForAttempt(
      deps.eventStore,
      owner.streamId,
      attempt,
      owner.history,
    );
    const decided = owner.decider.decide(owner.command, fold(owner.decider, history));
    if (decided.length === 0) return { events: [], position: null };

    const appends: DecidedAppend[] = [];
    for (const key of keys) {
      const keyHistory = await deps.eventStore.readStream(key);
      const reserved = reservationDecider.decide(
        {
          kind: 'Reserve',
          key,
          purpose: reservations.purpose,
          by: reservations.by,
          refusal: reservations.refusal,
        },
        fold(reservationDecider, keyHistory),
      );
      // Held already by this owner (a concurrent retry): nothing to append for it.
      if (reserved.length > 0) appends.push(appendAfter(key, keyHistory, reserved));
    }
    appends.push(appendAfter(owner.streamId, history, decided));

    try {
      const results = await writeToStreams(deps.eventStore, appends, context);
      const recorded = results.at(-1);
      return { events: recorded?.events ?? [], position: recorded?.position ?? null };
    } catch (error) {
      if (!(error instanceof PartialAppendError)) throw error;
      await releaseWritten(deps, error.written, reservations, owner.streamId, context);
      throw error.cause;
    }
  });
};
