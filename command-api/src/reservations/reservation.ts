import {
  DomainError,
  type EventStore,
  type PaymentMethod,
  type ReservationEvent,
} from '@ghost/events';
import type { Decider } from '../handling/decider.js';
import { readState } from '../handling/stream-state.js';

/** Who holds a unique key (a txid, a gift-card code, a username), if anyone. */
export interface ReservationState {
  holder: string | null;
}

/**
 * What a key is held for, as its KeyReserved records it: the proof of a payment of a method (its
 * txid, quote or codes), an admin's username, the first admin's bootstrap. The reservation
 * reconciler finds a key's owner by it.
 */
export type ReservationPurpose = `${PaymentMethod} proof` | 'admin username' | 'bootstrap';

export type ReservationCommand =
  | {
      kind: 'Reserve';
      key: string;
      purpose: ReservationPurpose;
      by: string;
      /** What the command meets when someone else holds the key. */
      refusal: () => DomainError;
    }
  | { kind: 'Release'; key: string; by: string; reason: string };

const reserve = (
  command: Extract<ReservationCommand, { kind: 'Reserve' }>,
  state: ReservationState,
): ReservationEvent[] => {
  if (state.holder === command.by) return [];
  if (state.holder !== null) throw command.refusal();
  return [
    { type: 'KeyReserved', data: { key: command.key, purpose: command.purpose, by: command.by } },
  ];
};

const release = (
  command: Extract<ReservationCommand, { kind: 'Release' }>,
  state: ReservationState,
): ReservationEvent[] =>
  state.holder === command.by
    ? [{ type: 'KeyReleased', data: { key: command.key, by: command.by, reason: command.reason } }]
    : [];

/**
 * A key is held by one owner at a time. Reserving it again for the same owner is a no-op (a
 * retried request); releasing is only done by its holder, as the compensation of a failed step.
 */
export const reservationDecider: Decider<ReservationState, ReservationCommand, ReservationEvent> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'KeyReserved':
        return { holder: event.data.by };
      case 'KeyReleased':
        return { holder: null };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'Reserve':
        return reserve(command, state);
      case 'Release':
        return release(command, state);
      default: {
        const unknown: never = command;
        throw new DomainError('INTERNAL_ERROR', `Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/** Who holds a key now, as its stream says (null: free). */
export const reservationHolder = async (
  eventStore: EventStore,
  key: string,
): Promise<string | null> => (await readState(eventStore, key, reservationDecider)).holder;
