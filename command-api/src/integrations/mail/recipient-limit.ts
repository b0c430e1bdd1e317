import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** How many e-mails one address may be sent, per hour and per day. */
export interface RecipientLimits {
  perHour: number;
  perDay: number;
}

/**
 * A stranger can submit payments with anyone's address: each submission sends that address an
 * e-mail. So one address gets at most so many e-mails an hour and a day, whatever the payments
 * (counted in memory, per process, by rate-limiter-flexible; a restart starts the count again).
 */
export class RecipientLimit {
  private readonly hourly: RateLimiterMemory;
  private readonly daily: RateLimiterMemory;

  constructor(limits: RecipientLimits) {
    this.hourly = new RateLimiterMemory({
      keyPrefix: 'mail-hour',
      points: limits.perHour,
      duration: 60 * 60,
    });
    this.daily = new RateLimiterMemory({
      keyPrefix: 'mail-day',
      points: limits.perDay,
      duration: 24 * 60 * 60,
    });
  }

  /** Takes one e-mail from the address's allowance; false when it has none left. */
  async take(address: string): Promise<boolean> {
    const key = address.trim().toLowerCase();
    try {
      await this.hourly.consume(key);
      await this.daily.consume(key);
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }
}
