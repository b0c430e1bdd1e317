import { DomainError, isWrongExpectedRevision } from '@ghost/events';

/** How many times a command is decided on a stale read before it is refused. */
export const defaultAttempts = 3;

/**
 * Runs an attempt (read, fold, decide, append with the revision read) again when the store
 * refuses its append because another writer got there first, up to `attempts` times; then the
 * caller is answered CONCURRENT_MODIFICATION (409), naming the stream for the log only. Two
 * admins acting at once thus end with one winner and a clear conflict for the other. The attempt
 * is told its number: the first may decide on a stream its caller has just read.
 */
export const decideAgainOnConflict = async <T>(
  attempts: number,
  attempt: (number: number) => Promise<T>,
): Promise<T> => {
  for (let number = 1; ; number += 1) {
    try {
      return await attempt(number);
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      if (number >= attempts) {
        throw new DomainError(
          'CONCURRENT_MODIFICATION',
          undefined,
          {},
          { streamId: error.streamId },
        );
      }
    }
  }
};
