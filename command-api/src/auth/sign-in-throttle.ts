import {
  DomainError,
  streams,
  type EventStore,
  type GlobalPosition,
  type PortalMetrics,
} from '@ghost/events';
import {
  beganLock,
  cameWhileLocked,
  lockoutId,
  retryAfter,
  signInLimits,
  signInLockoutsCollection,
  trustedAddressMs,
  type LockoutScope,
  type ReadModelProgress,
  type ReadStore,
  type SignInLockoutDoc,
} from '@ghost/projectors';
import type { CommandContext } from '../handling/command-context.js';
import { writeToStream } from '../handling/write-events.js';
import { OneAtATime } from './one-at-a-time.js';

export { signInLimits, trustedAddressMs };

const mss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError(
    'TOO_MANY_ATTEMPTS',
    `Too many login attempts. Please wait ${mss(retryAfterSeconds)} before trying again.`,
    { retryAfter: retryAfterSeconds },
  );

/** How long an attempt or refusal waits for the lockout counts to hold it. */
const settleMs = 5_000;

/** A refusal just recorded: where in the log, why, and the keys it counts for. */
export interface RecordedFailure {
  position: GlobalPosition;
  reason: string;
  keys: readonly { scope: LockoutScope; key: string }[];
}

/** Who is trying to sign in, as the attempt is recorded. */
export interface SignInAttempt {
  ip: string;
  /** As typed (trimmed). */
  username: string;
  /** The account the name belongs to, if any. */
  userId: string | null;
  /** Its owner signed in from this address lately: the username's lock does not apply. */
  fromKnownAddress: boolean;
}

/**
 * The lockout rule (see command-api/README.md, Identity, and `signInLimits`), judged from the
 * `sign_in_lockouts` read model, which counts from the log: every command-service instance sees
 * the same counts and a restart forgets none.
 *
 * A sign-in cannot be raced. Its attempts run one at a time per username in this process; each is
 * recorded (`AdminSignInAttempted`) and counted before its password is looked at, and judged only
 * if the counts took it (not while a lock stood, as the counts saw it in the log's order). So of
 * any burst, however many instances it is spread over, at most the lock's threshold is judged and
 * the rest are TOO_MANY_ATTEMPTS. A signed-in account's own checks (codes, current password) run
 * one at a time per account, each refusal counted before the next is tried.
 */
export class SignInThrottle {
  private readonly perUsername = new OneAtATime();
  private readonly perAccount = new OneAtATime();

  constructor(
    private readonly deps: {
      eventStore: EventStore;
      readStore: ReadStore;
      progress: ReadModelProgress | null;
      clock: () => Date;
      newId: () => string;
      metrics?: PortalMetrics | undefined;
    },
  ) {}

  /** Runs a sign-in, one at a time per username (as the lockout counts it: any case). */
  oneAtATime<T>(username: string, work: () => Promise<T>): Promise<T> {
    return this.perUsername.run(lockoutId('username', username), work);
  }

  /** Runs a signed-in account's own check (code, current password), one at a time. */
  accountCheck<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.perAccount.run(userId, async () => {
      await this.refuseLocked([lockoutId('account', userId)]);
      return work();
    });
  }

  /**
   * Records the attempt and waits until the counts hold it, then answers its id if it may be
   * judged; TOO_MANY_ATTEMPTS if its address or username is locked (before recording anything
   * when the lock is already known, else after: the counts took it while locked, and did not
   * count it).
   */
  async admit(attempt: SignInAttempt, context: CommandContext): Promise<string> {
    const ids = [
      lockoutId('ip', attempt.ip),
      ...(attempt.fromKnownAddress ? [] : [lockoutId('username', attempt.username)]),
    ];
    await this.refuseLocked(ids);
    const attemptId = this.deps.newId();
    const stream = streams.signInAttempts();
    const recorded = [
      {
        type: 'AdminSignInAttempted',
        data: { attemptId, username: attempt.username.slice(0, 100), userId: attempt.userId },
      },
    ];
    const { position } = await writeToStream(
      this.deps.eventStore,
      { streamId: stream, expected: 'any', events: recorded },
      context,
    );
    if (this.deps.progress && !(await this.deps.progress.waitFor(position, settleMs))) {
      // Counted, but the counts cannot be read in time: judged, it might be one too many.
      throw new DomainError('SERVICE_UNAVAILABLE', undefined, { retryAfter: 1 });
    }
    const counts = await this.counts(ids);
    const at = context.now.getTime();
    if (counts.some((count) => cameWhileLocked(count, position, at))) {
      throw tooManyAttempts(this.wait(counts, this.deps.clock().getTime()));
    }
    for (const count of counts) {
      if (beganLock(count, position)) this.deps.metrics?.lockedOut(count.scope);
    }
    return attemptId;
  }

  /** A sign-in refused after it was judged: counted already, when it was attempted. */
  refused(reason: string): void {
    this.deps.metrics?.signInFailed(reason);
  }

  /** Keys a refused check of a signed-in account counts for. */
  static accountKeys(userId: string): RecordedFailure['keys'] {
    return [{ scope: 'account', key: userId }];
  }

  /**
   * Waits (a few seconds at most) until the lockout counts hold a refusal just recorded, so the
   * next check is judged with it, and reports it to the metrics, with the lockout it began.
   */
  async failed(failure: RecordedFailure): Promise<void> {
    this.deps.metrics?.signInFailed(failure.reason);
    if (!this.deps.progress || !(await this.deps.progress.waitFor(failure.position, settleMs))) {
      return;
    }
    const metrics = this.deps.metrics;
    if (!metrics) return;
    const counts = await this.counts(failure.keys.map(({ scope, key }) => lockoutId(scope, key)));
    for (const count of counts) {
      if (beganLock(count, failure.position)) metrics.lockedOut(count.scope);
    }
  }

  private counts(ids: readonly string[]): Promise<SignInLockoutDoc[]> {
    return this.deps.readStore.findByIds<SignInLockoutDoc>(signInLockoutsCollection, ids);
  }

  private wait(counts: readonly SignInLockoutDoc[], now: number): number {
    return Math.max(1, ...counts.map((count) => retryAfter(count, now) ?? 0));
  }

  private async refuseLocked(ids: readonly string[]): Promise<void> {
    const now = this.deps.clock().getTime();
    const counts = await this.counts(ids);
    if (counts.some((count) => retryAfter(count, now) !== null)) {
      throw tooManyAttempts(this.wait(counts, now));
    }
  }
}
