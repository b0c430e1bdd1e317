import { DomainError, type EventStore, type GlobalPosition, type SecretBox } from '@ghost/events';
import type { ReadModelProgress } from '@ghost/projectors';
import {
  cappedHasher,
  createArgon2idHasher,
  type PasswordHasher,
} from '../auth/password-hashing.js';
import { SignInThrottle } from '../auth/sign-in-throttle.js';
import type { CommandApiDeps } from '../deps.js';

/** What the account and sign-in commands need. */
export interface IdentityDeps {
  eventStore: EventStore;
  secretBox: SecretBox;
  passwords: PasswordHasher;
  newId: () => string;
  /** Null where nothing reads the read models (the admin CLI): writes then answer at once. */
  progress: ReadModelProgress | null;
  /** A username reservation that could not be released (it then only blocks the name's reuse). */
  onCompensationFailure: (error: unknown, key: string) => void;
}

const settleMs = 5_000;

/**
 * Waits until the read models hold a write, so a session is usable (or refused) the moment the
 * answer arrives. If they do not catch up in time the write stands, but the caller is told.
 */
export const settled = async (
  progress: ReadModelProgress | null,
  position: GlobalPosition | null,
): Promise<void> => {
  if (progress === null || position === null) return;
  if (!(await progress.waitFor(position, settleMs))) {
    throw new DomainError(
      'SERVICE_UNAVAILABLE',
      'The change was recorded but is not in effect yet. Please try again in a moment.',
    );
  }
};

/** The identity commands' dependencies, taken from the command service's. */
export const identityDepsOf = (deps: CommandApiDeps) => ({
  eventStore: deps.eventStore,
  secretBox: deps.secretBox,
  // A global cap on concurrent hashing: a burst of sign-ins cannot starve the service.
  passwords: cappedHasher(deps.passwords ?? createArgon2idHasher()),
  newId: deps.newId,
  progress: deps.progress,
  onCompensationFailure: (error: unknown, key: string) => {
    deps.log.error({ err: error, key }, 'a username reservation could not be released');
  },
  // Counted from the log by a read model, so every instance judges by the same counts.
  throttle: new SignInThrottle({
    eventStore: deps.eventStore,
    newId: deps.newId,
    readStore: deps.readStore,
    progress: deps.progress,
    clock: deps.clock,
    metrics: deps.metrics,
  }),
});

export type ServiceIdentityDeps = ReturnType<typeof identityDepsOf>;
