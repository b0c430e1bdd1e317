import { DomainError } from '@ghost/events';
import { AttemptLimiter, type LimitRule } from './attempt-limiter.js';

const minutes = (count: number) => count * 60_000;

/**
 * The lockout rule (see the README): 10 failures from one IP in 15 minutes lock that IP out of
 * sign-in for 15 minutes; 5 failures for one username in 15 minutes lock that username for 15
 * minutes, except from an address its owner signed in from in the last 30 days. Signed-in checks
 * of a TOTP code or the current password lock the account's checks after 5 failures.
 */
export const signInLimits = {
  perIp: { maxFailures: 10, windowMs: minutes(15), lockMs: minutes(15) },
  perUsername: { maxFailures: 5, windowMs: minutes(15), lockMs: minutes(15) },
  perAccount: { maxFailures: 5, windowMs: minutes(15), lockMs: minutes(15) },
  trustedAddressMs: minutes(30 * 24 * 60),
} as const satisfies Record<string, LimitRule | number>;

const mss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const tooManyAttempts = (retryAfter: number) =>
  new DomainError(
    'TOO_MANY_ATTEMPTS',
    `Too many login attempts. Please wait ${mss(retryAfter)} before trying again.`,
    { retryAfter },
  );

export class SignInThrottle {
  private readonly ips: AttemptLimiter;
  private readonly usernames: AttemptLimiter;
  private readonly accounts: AttemptLimiter;

  constructor(clock: () => Date) {
    this.ips = new AttemptLimiter(signInLimits.perIp, clock);
    this.usernames = new AttemptLimiter(signInLimits.perUsername, clock);
    this.accounts = new AttemptLimiter(signInLimits.perAccount, clock);
  }

  /** Throws TOO_MANY_ATTEMPTS when this sign-in may not even be tried. */
  checkSignIn(ip: string, username: string, fromTrustedAddress: boolean): void {
    const byIp = this.ips.retryAfter(ip);
    const byName = fromTrustedAddress ? null : this.usernames.retryAfter(username.toLowerCase());
    const wait = Math.max(byIp ?? 0, byName ?? 0);
    if (wait > 0) throw tooManyAttempts(wait);
  }

  signInFailed(ip: string, username: string): void {
    this.ips.recordFailure(ip);
    this.usernames.recordFailure(username.toLowerCase());
  }

  /** The owner got in: their username's count starts again. The IP's count does not. */
  signedIn(username: string): void {
    this.usernames.clear(username.toLowerCase());
  }

  /** For a signed-in account's own checks: a TOTP code, the current password. */
  checkAccount(userId: string): void {
    const wait = this.accounts.retryAfter(userId);
    if (wait !== null) throw tooManyAttempts(wait);
  }

  accountCheckFailed(userId: string): void {
    this.accounts.recordFailure(userId);
  }
}
