import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

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

export const createArgon2idHasher = (options: Options = argon2idOptions): PasswordHasher => {
  // A hash of a random password nobody knows: checking against it costs what a real check costs.
  const standIn = hash(randomBytes(32), options);
  return {
    hash: (password) => hash(password.normalize('NFC'), options),
    async verify(password, stored) {
      const matches = await verify(stored ?? (await standIn), password.normalize('NFC'));
      return matches && stored !== null;
    },
  };
};
