import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';
import { DomainError } from '@ghost/events';
import pLimit from 'p-limit';

/** Turns passwords into hashes and checks them. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches the stored hash. With no stored hash (the account does not
   * exist) it still does the full work against a stand-in, so the answer takes the same time.
   */
  verify(password: string, stored: string | null): Promise<boolean>;
}

/**
 * OWASP's first choice: argon2id (the library's default algorithm) with 19 MiB of memory, two
 * passes, one lane. The PHC string it produces carries these, so they can be raised later.
 */
export const argon2idOptions = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** The argon2 functions the hasher calls (a spec watches which hash a check is made against). */
export interface Argon2 {
  hash: typeof hash;
  verify: typeof verify;
}

export const createArgon2idHasher = (
  options: Options = argon2idOptions,
  argon2: Argon2 = { hash, verify },
): PasswordHasher => {
  // A hash of a random password nobody knows: checking against it costs what a real check costs.
  const standIn = argon2.hash(randomBytes(32), options);
  return {
    hash: (password) => argon2.hash(password.normalize('NFC'), options),
    async verify(password, stored) {
      const matches = await argon2.verify(stored ?? (await standIn), password.normalize('NFC'));
      return matches && stored !== null;
    },
  };
};

/** How many password hashes run at once, and how many may wait, unless told otherwise. */
export const hashingCapacity = { concurrency: 4, waiting: 64 } as const;

/**
 * A global cap on password hashing: at most `concurrency` hashes at once (each takes 19 MiB and
 * a core for tens of milliseconds), at most `waiting` more queued; beyond that the request is
 * answered `503 SERVICE_UNAVAILABLE` with `Retry-After: 1` at once, so a burst of sign-ins cannot
 * exhaust the memory or starve every other request.
 */
export const cappedHasher = (
  hasher: PasswordHasher,
  capacity: { concurrency: number; waiting: number } = hashingCapacity,
): PasswordHasher => {
  const limit = pLimit(capacity.concurrency);
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    if (limit.activeCount >= capacity.concurrency && limit.pendingCount >= capacity.waiting) {
      return Promise.reject(
        new DomainError(
          'SERVICE_UNAVAILABLE',
          'The server is busy checking passwords. Please try again in a moment.',
          { retryAfter: 1 },
        ),
      );
    }
    return limit(work);
  };
  return {
    hash: (password) => queued(() => hasher.hash(password)),
    verify: (password, stored) => queued(() => hasher.verify(password, stored)),
  };
};
