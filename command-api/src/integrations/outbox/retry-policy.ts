import type { DeliveryOutcome } from './outbox-channel.js';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Wait after the first failed attempt; it doubles after each further one. */
  initialDelayMs: number;
  /** The wait never grows beyond this. */
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 10,
  initialDelayMs: 30_000,
  maxDelayMs: 6 * 60 * 60 * 1000,
};

/** The wait after failed attempt number `attempt`: initial × 2^(attempt − 1), capped. */
export const backoffDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.initialDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);

/**
 * When to try again after an attempt: never once delivered, refused for good, or out of
 * attempts; otherwise after the backoff delay.
 */
export const nextAttemptAt = (
  policy: RetryPolicy,
  attempt: number,
  answer: DeliveryOutcome,
  attemptedAt: Date,
): Date | null => {
  if (answer.delivered || !answer.retryable || attempt >= policy.maxAttempts) return null;
  return new Date(attemptedAt.getTime() + backoffDelayMs(policy, attempt));
};
