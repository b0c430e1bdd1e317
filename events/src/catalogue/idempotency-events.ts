import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event.js';

/**
 * A write sent with an Idempotency-Key happens once: the first request claims the key (with a
 * fingerprint of itself), then records its answer, which every retry gets back. A request that
 * was refused releases the key, so it may be sent again.
 */
export const IdempotencyKeyClaimed = defineEvent(
  'IdempotencyKeyClaimed',
  1,
  z.strictObject({
    claimId: z.string(),
    /** sha256 over the method, path, query, body and caller of the request. */
    fingerprint: z.string(),
    method: z.string(),
    path: z.string(),
    claimedAt: z.iso.datetime(),
  }),
);

export const IdempotentAnswerRecorded = defineEvent(
  'IdempotentAnswerRecorded',
  1,
  z.strictObject({
    claimId: z.string(),
    status: z.int().min(200).max(299),
    headers: z.record(z.string(), z.string()),
    body: z.json(),
    /**
     * The session (the sha256 of its token) the answer was given to, when the route required
     * one: a retry gets it back only while that session is open.
     */
    sessionId: z.string().optional(),
  }),
);

export const IdempotencyKeyReleased = defineEvent(
  'IdempotencyKeyReleased',
  1,
  z.strictObject({ claimId: z.string(), status: z.int() }),
);

export const idempotencyEvents = [
  IdempotencyKeyClaimed,
  IdempotentAnswerRecorded,
  IdempotencyKeyReleased,
] as const;
export type IdempotencyEvent = EventOf<(typeof idempotencyEvents)[number]>;
