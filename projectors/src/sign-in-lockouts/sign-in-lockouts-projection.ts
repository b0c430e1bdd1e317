import type { AdminEvent, StoredEvent } from '@ghost/events';
import { addressKey } from '@ghost/events/http';
import type { Doc } from '../read-store/read-store.js';
import type { Projection } from '../runner/projection.js';
import {
  countFailure,
  noFailures,
  signInLimits,
  type FailureCount,
  type LockoutScope,
} from './lockout-rules.js';

export const signInLockoutsCollection = 'sign_in_lockouts';

/** One IP's, username's or account's failures and lock. */
export interface SignInLockoutDoc extends Doc, FailureCount {
  _id: string;
  scope: LockoutScope;
}

/** The usernames typed at sign-in are counted as recorded: trimmed, cut to 100, any case. */
const typedUsername = (username: string) => username.trim().slice(0, 100).toLowerCase();

/** How a key is counted: a username in any case, an address by its `addressKey` (IPv6: its /64). */
const keyOf = (scope: LockoutScope, key: string): string => {
  if (scope === 'username') return typedUsername(key);
  return scope === 'ip' ? addressKey(key) : key;
};

/**
 * The document id of a key: `ip:1.2.3.4`, `ip:2001:db8:1:2::/64`, `username:alice`,
 * `account:{userId}`.
 */
export const lockoutId = (scope: LockoutScope, key: string): string =>
  `${scope}:${keyOf(scope, key)}`;

const scopeOf = (id: string): LockoutScope => id.slice(0, id.indexOf(':')) as LockoutScope;

/**
 * The sign-in lockout counters, counted from the refusals in the log, so every command-service
 * instance judges an attempt by the same counts and a restart forgets none. A refused sign-in
 * counts for its IP and the username typed, a successful one starts its username's count again,
 * and a wrong code or current password given by a signed-in admin counts for the account. Time is
 * each event's own, so a replay counts the same.
 */
export const signInLockoutsProjection: Projection<SignInLockoutDoc> = {
  collection: signInLockoutsCollection,
  canHandle: [
    'AdminSignInFailed',
    'AdminSignedIn',
    'TwoFactorCodeRejected',
    'AdminPasswordCheckFailed',
  ] satisfies AdminEvent['type'][],

  keysOf(stored) {
    const event = stored as unknown as StoredEvent & AdminEvent;
    if (event.type === 'AdminSignInFailed') {
      return [
        lockoutId('ip', stored.metadata.actor.ip ?? 'unknown'),
        lockoutId('username', event.data.username),
      ];
    }
    if (event.type === 'AdminSignedIn') {
      const { username } = stored.metadata.actor;
      return username ? [lockoutId('username', username)] : [];
    }
    if (event.type === 'TwoFactorCodeRejected' || event.type === 'AdminPasswordCheckFailed') {
      return [lockoutId('account', event.data.userId)];
    }
    return [];
  },

  evolve(doc, stored, key) {
    // The owner got in: their username's count starts again. The IP's count does not.
    if (stored.type === 'AdminSignedIn') return null;
    const scope = scopeOf(key);
    const count = countFailure(
      doc ?? noFailures,
      Date.parse(stored.metadata.occurredAt),
      signInLimits[scope],
    );
    return count === doc ? doc : { _id: key, scope, ...count };
  },
};
