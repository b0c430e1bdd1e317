export interface LimitRule {
  /** This many failures within the window lock the key. */
  maxFailures: number;
  windowMs: number;
  lockMs: number;
}

interface Entry {
  failures: number[];
  lockedUntil: number;
}

/**
 * Counts failures per key (an IP, a username) in a sliding window and locks the key for a while
 * once there are too many. A locked key's attempts are not evaluated, and do not extend the lock,
 * so a lock always ends `lockMs` after it began. State is in memory and bounded: the oldest keys
 * are forgotten first.
 */
export class AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly rule: LimitRule,
    private readonly clock: () => Date,
    private readonly maxKeys = 50_000,
  ) {}

  /** Seconds until the key may try again, or null when it may try now. */
  retryAfter(key: string): number | null {
    const entry = this.entries.get(key);
    const now = this.clock().getTime();
    if (!entry || entry.lockedUntil <= now) return null;
    return Math.ceil((entry.lockedUntil - now) / 1000);
  }

  recordFailure(key: string): void {
    const now = this.clock().getTime();
    const entry = this.entries.get(key) ?? { failures: [], lockedUntil: 0 };
    if (entry.lockedUntil > now) return;
    entry.failures = [...entry.failures.filter((at) => at > now - this.rule.windowMs), now];
    if (entry.failures.length >= this.rule.maxFailures) {
      entry.failures = [];
      entry.lockedUntil = now + this.rule.lockMs;
    }
    // Re-inserted keys move to the end, so the first key is the one least recently failed.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.forgetOldest();
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  private forgetOldest(): void {
    const now = this.clock().getTime();
    for (const [key, entry] of this.entries) {
      const stale =
        entry.lockedUntil <= now && entry.failures.every((at) => at <= now - this.rule.windowMs);
      if (this.entries.size <= this.maxKeys && !stale) return;
      this.entries.delete(key);
    }
  }
}
