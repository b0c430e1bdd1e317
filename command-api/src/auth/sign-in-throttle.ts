import { DomainError, type GlobalPosition, type PortalMetrics } from '@ghost/events';
import {
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

export { signInLimits, trustedAddressMs };

const mss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError(
    'TOO_MANY_ATTEMPTS',
    `Too many login attempts. Please wait ${mss(retryAfterSeconds)} before trying again.`,
    { retryAfter: retryAfterSeconds },
  );

/** How long a refusal waits for the lockout counts to hold it before it is answered. */
const settleMs = 5_000;

/** A refusal just recorded: where in the log, when, why, and the keys it counts for. */
export interface RecordedFailure {
  position: GlobalPosition;
  at: Date;
  reason: string;
  keys: readonly { scope: LockoutScope; key: string }[];
}

/**
 * The lockout rule (see command-api/README.md, Identity, and `signInLimits`), judged from the `sign_in_lockouts` read
 * model: the refusals are events, counted by a projection, so every command-service instance sees
 * the same counts and a restart forgets none. A refusal is answered once the read model holds it,
 * so the next attempt is judged with it.
 */
export class SignInThrottle {
  constructor(
    private readonly deps: {
      readStore: ReadStore;
      progress: ReadModelProgress | null;
      clock: () => Date;
      metrics?: PortalMetrics | undefined;
    },
  ) {}

  /** Throws TOO_MANY_ATTEMPTS when this sign-in may not even be tried. */
  async checkSignIn(ip: string, username: string, fromTrustedAddress: boolean): Promise<void> {
    await this.check([
      lockoutId('ip', ip),
      ...(fromTrustedAddress ? [] : [lockoutId('username', username)]),
    ]);
  }

  /** For a signed-in account's own checks: a TOTP code, the current password. */
  async checkAccount(userId: string): Promise<void> {
    await this.check([lockoutId('account', userId)]);
  }

  /** Keys a refused sign-in counts for. */
  static signInKeys(ip: string, username: string): RecordedFailure['keys'] {
    return [
      { scope: 'ip', key: ip },
      { scope: 'username', key: username },
    ];
  }

  /** Keys a refused check of a signed-in account counts for. */
  static accountKeys(userId: string): RecordedFailure['keys'] {
    return [{ scope: 'account', key: userId }];
  }

  /**
   * Waits (a few seconds at most) until the lockout counts hold a refusal just recorded, and
   * reports it to the metrics, with the lockouts it began.
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
      if (count.lockedAt === failure.at.getTime()) metrics.lockedOut(count.scope);
    }
  }

  private counts(ids: readonly string[]): Promise<SignInLockoutDoc[]> {
    return this.deps.readStore.findByIds<SignInLockoutDoc>(signInLockoutsCollection, ids);
  }

  private async check(ids: readonly string[]): Promise<void> {
    const now = this.deps.clock().getTime();
    const waits = (await this.counts(ids)).map((count) => retryAfter(count, now) ?? 0);
    const wait = Math.max(0, ...waits);
    if (wait > 0) throw tooManyAttempts(wait);
  }
}
