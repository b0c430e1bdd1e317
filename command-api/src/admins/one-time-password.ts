import { randomInt } from 'node:crypto';
import { passwordProblem } from '@ghost/events';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789@$!%*?&_-+=';

/** 20 characters of a 69-letter alphabet (over 120 bits) that meet the password rules. */
export const newOneTimePassword = (): string => {
  for (;;) {
    const password = Array.from({ length: 20 }, () => alphabet[randomInt(alphabet.length)]).join(
      '',
    );
    if (passwordProblem(password) === null) return password;
  }
};
