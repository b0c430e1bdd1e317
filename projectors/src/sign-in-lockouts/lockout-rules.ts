const minutes = (count: number) => count * 60_000;

export interface LimitRule {
  /** This many failures within the window lock the key. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

export type LockoutScope = 'ip' | 'username' | 'account';

/**
 * The lockout rule (see command-api/README.md, Identity): 10 failures from one IP in 15 minutes lock that IP out of
 * sign-in for 15 minutes; 5 failures for one username in 15 minutes lock that username for 15
 * minutes, except from an address its owner signed in from in the last 30 days. Signed-in checks
 * of a TOTP code or the current password lock the account's checks after 5 failures.
 */
export const signInLimits = {
  ip: { maxFailures: 10, windowMs: minutes(15), lockMs: minutes(15) },
  username: { maxFailures: 5, windowMs: minutes(15), lockMs: minutes(15) },
  account: { maxFailures: 5, windowMs: minutes(15), lockMs: minutes(15) },
} as const satisfies Record<LockoutScope, LimitRule>;

export const trustedAddressMs = minutes(30 * 24 * 60);

/**
 * A failure, or a sign-in attempt still being judged (counted as one until it succeeds), at its
 * time (epoch ms); `attempt` names the attempt, so its success can take it back.
 */
export interface Failure {
  at: number;
  attempt: string | null;
}

/** A lock: when it began and ends (epoch ms), and the log position and attempt that began it. */
export interface Lock {
  at: number;
  until: number;
  position: number;
  attempt: string | null;
  /**
   * The log position of the success that lifted it (its own attempt's, or its owner's sign-in):
   * it no longer locks from there, but it did for the attempts that came before.
   */
  liftedAt?: number;
}

/** One key's count: the failures still in the window, and its last few locks (newest last). */
export interface FailureCount {
  failures: Failure[];
  locks: Lock[];
}

export const noFailures: FailureCount = { failures: [], locks: [] };

/** Locks kept: the current one and those before it, enough to judge attempts seconds old. */
const keptLocks = 3;

/** The lock that stood at a log position (the last one begun before it and not lifted by then). */
const lockAt = (count: FailureCount, position: number): Lock | undefined =>
  count.locks.findLast(
    (lock) => lock.position < position && (lock.liftedAt === undefined || lock.liftedAt > position),
  );

/** The lock in force now, lifted ones aside. */
const standingLock = (count: FailureCount): Lock | undefined => lockAt(count, Infinity);

/** A failure (or an attempt under judgement) counted at its log position. */
export interface CountedFailure {
  at: number;
  position: number;
  attempt: string | null;
}

/**
 * Counts a failure at `failure.at` (epoch ms). A locked key's attempts are not judged (they are
 * refused), and one that came while a lock stood is not counted, so a lock always ends `lockMs`
 * after it began. Failures older than the window, or from before the last lock, no longer count.
 */
export const countFailure = (
  count: FailureCount,
  failure: CountedFailure,
  rule: LimitRule,
): FailureCount => {
  const lock = standingLock(count);
  if (lock && lock.until > failure.at) return count;
  const since = Math.max(failure.at - rule.windowMs, lock ? lock.at : -Infinity);
  const failures = [
    ...count.failures.filter((earlier) => earlier.at > since),
    { at: failure.at, attempt: failure.attempt },
  ];
  if (failures.length < rule.maxFailures) return { ...count, failures };
  const began: Lock = {
    at: failure.at,
    until: failure.at + rule.lockMs,
    position: failure.position,
    attempt: failure.attempt,
  };
  return { failures, locks: [...count.locks, began].slice(-keptLocks) };
};

/**
 * A sign-in attempt succeeded: it is no failure. It leaves the count, and a lock it began is
 * lifted (kept as lifted, so attempts that came while it stood are still known to have).
 */
export const withdrawAttempt = (
  count: FailureCount,
  attempt: string,
  position: number,
): FailureCount => ({
  failures: count.failures.filter((failure) => failure.attempt !== attempt),
  locks: count.locks.map((lock) =>
    lock.attempt === attempt && lock.liftedAt === undefined
      ? { ...lock, liftedAt: position }
      : lock,
  ),
});

/** The count starts again (its owner signed in, at `position`); the locks stay known, lifted. */
export const forgiven = (count: FailureCount, position: number): FailureCount => ({
  failures: [],
  locks: count.locks.map((lock) =>
    lock.liftedAt === undefined ? { ...lock, liftedAt: position } : lock,
  ),
});

/** Whole seconds until the key may try again at `at`, or null when it may try now. */
export const retryAfter = (count: FailureCount | null, at: number): number | null => {
  const lock = count && standingLock(count);
  return lock && lock.until > at ? Math.ceil((lock.until - at) / 1000) : null;
};

/**
 * Whether an attempt recorded at log position `position` and time `at` came while the key was
 * locked, as the count judged it in log order: the last lock that began before it still stood.
 * Such an attempt was not counted, and is not judged (TOO_MANY_ATTEMPTS).
 */
export const cameWhileLocked = (count: FailureCount | null, position: number, at: number) => {
  const lock = count && lockAt(count, position);
  return lock !== undefined && lock !== null && lock.until > at;
};

/** Whether a failure (at its log position) began the key's lock: the metrics count lockouts. */
export const beganLock = (count: FailureCount | null, position: number): boolean =>
  count?.locks.some((lock) => lock.position === position) ?? false;
