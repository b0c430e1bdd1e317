import { describe, expect, it } from 'vitest';
import { backoffDelayMs, nextAttemptAt, type RetryPolicy } from './retry-policy.js';

const policy: RetryPolicy = { maxAttempts: 5, initialDelayMs: 1000, maxDelayMs: 5000 };
const at = new Date('2025-03-01T10:00:00Z');
const failed = { delivered: false, error: 'HTTP 503', retryable: true };

describe('retrying a delivery', () => {
  it('doubles the wait after each failed attempt, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelayMs(policy, attempt))).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
  });

  it('schedules the next attempt after the backoff for a retryable failure', () => {
    expect(nextAttemptAt(policy, 2, failed, at)).toEqual(new Date('2025-03-01T10:00:02Z'));
  });

  it('tries nothing more once delivered, refused for good, or out of attempts', () => {
    expect(
      nextAttemptAt(policy, 1, { ...failed, delivered: true, retryable: false }, at),
    ).toBeNull();
    expect(
      nextAttemptAt(policy, 1, { ...failed, error: 'HTTP 400', retryable: false }, at),
    ).toBeNull();
    expect(nextAttemptAt(policy, 5, failed, at)).toBeNull();
  });
});
