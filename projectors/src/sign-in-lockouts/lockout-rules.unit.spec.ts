import { describe, expect, it } from 'vitest';
import {
  cameWhileLocked,
  countFailure,
  forgiven,
  noFailures,
  retryAfter,
  withdrawAttempt,
  type FailureCount,
} from './lockout-rules.js';

const rule = { maxFailures: 3, windowMs: 900_000, lockMs: 900_000 };
const at = 1_000_000;

/** Attempts recorded at positions 1, 2, 3… at the same moment, counted in log order. */
const attempts = (count: number, from: FailureCount = noFailures, firstPosition = 1) =>
  Array.from({ length: count }, (_, n) => firstPosition + n).reduce(
    (counted, position) => countFailure(counted, { at, position, attempt: `a${position}` }, rule),
    from,
  );

describe('attempts counted before they are judged', () => {
  it('lock the key at the threshold: the attempts after it came while it was locked', () => {
    const counted = attempts(6);
    expect(retryAfter(counted, at)).toBe(900);
    expect([1, 2, 3].map((position) => cameWhileLocked(counted, position, at))).toEqual([
      false,
      false,
      false,
    ]);
    expect([4, 5, 6].map((position) => cameWhileLocked(counted, position, at))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('take a successful attempt back, lifting the lock it began, but not for those it refused', () => {
    const counted = withdrawAttempt(attempts(5), 'a3', 6);
    expect(retryAfter(counted, at)).toBeNull();
    expect(counted.failures.map((failure) => failure.attempt)).toEqual(['a1', 'a2']);
    // Attempts 4 and 5 came while the lock stood: they were not counted, and are not judged.
    expect(cameWhileLocked(counted, 4, at)).toBe(true);
    // One recorded after the lift is counted and judged.
    const after = countFailure(counted, { at, position: 7, attempt: 'a7' }, rule);
    expect(cameWhileLocked(after, 7, at)).toBe(false);
    expect(retryAfter(after, at)).toBe(900);
  });

  it('forgive a username whose owner signed in, remembering the locks that stood before', () => {
    const counted = forgiven(attempts(4), 5);
    expect(retryAfter(counted, at)).toBeNull();
    expect(counted.failures).toEqual([]);
    expect(cameWhileLocked(counted, 4, at)).toBe(true);
    expect(cameWhileLocked(counted, 6, at)).toBe(false);
  });

  it('end a lock 15 minutes after it began, whatever came during it', () => {
    const counted = attempts(10);
    expect(retryAfter(counted, at + 899_000)).toBe(1);
    expect(retryAfter(counted, at + 900_000)).toBeNull();
    expect(cameWhileLocked(counted, 11, at + 900_000)).toBe(false);
  });

  it('keep the last three locks only', () => {
    let counted = noFailures;
    for (let round = 0; round < 5; round += 1) {
      counted = Array.from({ length: 3 }, (_, n) => n).reduce(
        (count, n) =>
          countFailure(
            count,
            { at: at + round * 900_000, position: round * 3 + n + 1, attempt: null },
            rule,
          ),
        counted,
      );
    }
    expect(counted.locks).toHaveLength(3);
  });
});
