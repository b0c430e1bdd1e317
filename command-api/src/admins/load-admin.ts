import { streams, type AdminEvent, type EventStore, type ReservationEvent } from '@ghost/events';
import { reservationDecider } from '../reservations/reservation.js';
import { adminDecider } from './admin-decider.js';
import type { AdminState } from './admin-account.js';

/** The id of the account holding a username (case-insensitive), or null. */
export const userIdOf = async (
  eventStore: EventStore,
  username: string,
): Promise<string | null> => {
  const events = await eventStore.readStream(streams.username(username));
  return events.reduce(
    (state, event) => reservationDecider.evolve(state, event as unknown as ReservationEvent),
    reservationDecider.initialState(),
  ).holder;
};

export const loadAdmin = async (eventStore: EventStore, userId: string): Promise<AdminState> => {
  const events = await eventStore.readStream(streams.admin(userId));
  return events.reduce(
    (state, event) => adminDecider.evolve(state, event as unknown as AdminEvent),
    adminDecider.initialState(),
  );
};
