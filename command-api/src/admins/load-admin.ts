import { streams, type EventStore } from '@ghost/events';
import { readState } from '../handling/stream-state.js';
import { reservationHolder } from '../reservations/reservation.js';
import { adminDecider } from './admin-decider.js';
import type { AdminState } from './admin-account.js';

/** The id of the account holding a username (case-insensitive), or null. */
export const userIdOf = (eventStore: EventStore, username: string): Promise<string | null> =>
  reservationHolder(eventStore, streams.username(username));

export const loadAdmin = (eventStore: EventStore, userId: string): Promise<AdminState> =>
  readState(eventStore, streams.admin(userId), adminDecider);
