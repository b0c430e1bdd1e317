import type { Actor } from '@ghost/events';

/**
 * What a command carries besides its own fields: who sent it, the request that caused it, and
 * the time. `commandId` makes event ids deterministic, so a retried command re-sends the same
 * events and the event store can answer it without writing twice.
 */
export interface CommandContext {
  actor: Actor;
  commandId: string;
  correlationId: string;
  /** The event that caused the command (a worker's reaction); else the command itself. */
  causationId?: string;
  now: Date;
  /**
   * What must happen once before the command's first event is written: the claim of the
   * request's Idempotency-Key (see idempotency-middleware.ts). Made there rather than up front,
   * a request refused before it writes leaves nothing in the log, not even its key. A refused
   * claim throws, and nothing is written.
   */
  beforeFirstWrite?: () => Promise<void>;
}
