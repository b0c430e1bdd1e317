import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event.js';

/**
 * Uniqueness across streams (a txid, a username) is a reservation stream: the first append with
 * expected revision "no stream" wins. A reservation whose follow-up failed is released.
 */
export const KeyReserved = defineEvent(
  'KeyReserved',
  1,
  z.strictObject({ key: z.string(), purpose: z.string(), by: z.string() }),
);
export const KeyReleased = defineEvent(
  'KeyReleased',
  1,
  z.strictObject({ key: z.string(), by: z.string(), reason: z.string() }),
);

export const reservationEvents = [KeyReserved, KeyReleased] as const;
export type ReservationEvent = EventOf<(typeof reservationEvents)[number]>;
