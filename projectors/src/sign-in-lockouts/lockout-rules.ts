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

/** One key's count: the failures (epoch ms) still in the window, and its lock, if any. */
export interface FailureCount {
  failures: number[];
  /** Epoch ms the lock ends at; 0 when it never was locked. */
  lockedUntil: number;
  /** Epoch ms the last lock began at. */
  lockedAt: number;
}

export const noFailures: FailureCount = { failures: [], lockedUntil: 0, lockedAt: 0 };

/**
 * A failure at `at` (epoch ms). A locked key's attempts are not evaluated (they are refused
 * before), and one that got through while the lock began is not counted, so a lock always ends
 * `lockMs` after it began. Failures older than the window no longer count.
 */
export const countFailure = (count: FailureCount, at: number, rule: LimitRule): FailureCount => {
  if (count.lockedUntil > at) return count;
  const failures = [...count.failures.filter((time) => time > at - rule.windowMs), at];
  return failures.length >= rule.maxFailures
    ? { failures: [], lockedUntil: at + rule.lockMs, lockedAt: at }
    : { ...count, failures };
};

/** Whole seconds until the key may try again at `at`, or null when it may try now. */
export const retryAfter = (count: FailureCount | null, at: number): number | null =>
  count && count.lockedUntil > at ? Math.ceil((count.lockedUntil - at) / 1000) : null;
