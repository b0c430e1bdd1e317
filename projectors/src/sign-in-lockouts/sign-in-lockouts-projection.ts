import type { AdminEvent, StoredEvent } from '@ghost/events';
import { addressKey } from '@ghost/events/http';
import type { Doc } from '../read-store/read-store.js';
import type { Projection } from '../runner/projection.js';
import {
  countFailure,
  forgiven,
  noFailures,
  signInLimits,
  withdrawAttempt,
  type FailureCount,
  type LockoutScope,
} from './lockout-rules.js';

export const signInLockoutsCollection = 'sign_in_lockouts';

/** One IP's, username's or account's failures and locks. */
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

const signInKeys = (stored: StoredEvent, username: string) => [
  lockoutId('ip', stored.metadata.actor.ip ?? 'unknown'),
  lockoutId('username', username),
];

/**
 * The sign-in lockout counters, counted from the log, so every command-service instance judges an
 * attempt by the same counts and a restart forgets none. A sign-in attempt counts for its IP and
 * the username typed as soon as it is recorded, before it is judged (`AdminSignInAttempted`); its
 * failure adds nothing more, its success takes it back from the IP's count and starts the
 * username's count again; one withdrawn (the password was right, the code comes next) leaves
 * both. A wrong code or current password given by a signed-in admin counts for
 * the account. Time is each event's own, so a replay counts the same. Refusals recorded before
 * attempts were (`AdminSignInFailed` without `attemptId`) count as they always did.
 */
export const signInLockoutsProjection: Projection<SignInLockoutDoc> = {
  collection: signInLockoutsCollection,
  canHandle: [
    'AdminSignInAttempted',
    'AdminSignInAttemptWithdrawn',
    'AdminSignInFailed',
    'AdminSignedIn',
    'TwoFactorCodeRejected',
    'AdminPasswordCheckFailed',
  ] satisfies AdminEvent['type'][],

  keysOf(stored) {
    const event = stored as unknown as StoredEvent & AdminEvent;
    switch (event.type) {
      case 'AdminSignInAttempted':
      case 'AdminSignInAttemptWithdrawn':
        return signInKeys(stored, event.data.username);
      case 'AdminSignInFailed':
        // Counted already when it was attempted.
        return event.data.attemptId === undefined ? signInKeys(stored, event.data.username) : [];
      case 'AdminSignedIn': {
        const { username, ip } = stored.metadata.actor;
        return [
          ...(username ? [lockoutId('username', username)] : []),
          ...(event.data.attemptId === undefined ? [] : [lockoutId('ip', ip ?? 'unknown')]),
        ];
      }
      case 'TwoFactorCodeRejected':
      case 'AdminPasswordCheckFailed':
        return [lockoutId('account', event.data.userId)];
      case 'AdminCreated':
      case 'AdminDeleted':
      case 'AdminEmailChanged':
      case 'AdminPasswordChanged':
      case 'AdminRoleChanged':
      case 'AdminSessionsRevoked':
      case 'AdminSessionSteppedUp':
      case 'AdminSignedOut':
      case 'TwoFactorCodeVerified':
      case 'TwoFactorDisabled':
      case 'TwoFactorEnabled':
      case 'TwoFactorSetupStarted':
        return [];
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },

  evolve(doc, stored, key) {
    const event = stored as unknown as StoredEvent & AdminEvent;
    const scope = scopeOf(key);
    const count: FailureCount = doc ?? noFailures;
    let next: FailureCount;
    if (event.type === 'AdminSignInAttemptWithdrawn') {
      next = withdrawAttempt(count, event.data.attemptId, stored.position);
    } else if (event.type === 'AdminSignedIn') {
      // The owner got in: their username's count starts again, and their attempt leaves the IP's.
      const { attemptId } = event.data;
      if (scope === 'username') next = forgiven(count, stored.position);
      else if (attemptId !== undefined) next = withdrawAttempt(count, attemptId, stored.position);
      else return doc;
    } else {
      next = countFailure(
        count,
        {
          at: Date.parse(stored.metadata.occurredAt),
          position: stored.position,
          attempt: event.type === 'AdminSignInAttempted' ? event.data.attemptId : null,
        },
        signInLimits[scope],
      );
    }
    if (next === count) return doc;
    // Nothing left to remember (no failure, no lock): no document.
    if (next.failures.length === 0 && next.locks.length === 0) return null;
    return { _id: key, scope, failures: next.failures, locks: next.locks };
  },
};
