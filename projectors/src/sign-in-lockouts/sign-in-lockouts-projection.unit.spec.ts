import { describe, expect, it } from 'vitest';
import type { AdminEvent, StoredEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import { storedEvent } from '../testing/stored-event.js';
import { retryAfter } from './lockout-rules.js';
import {
  lockoutId,
  signInLockoutsProjection,
  type SignInLockoutDoc,
} from './sign-in-lockouts-projection.js';

const minute = 60_000;
const start = Date.parse('2026-11-22T10:00:00.000Z');
const userId = '11111111-1111-4111-8111-111111111111';

/** Folds events into the lockout documents, as the runner does, and answers the waits at a time. */
const lockouts = () => {
  const docs = new Map<string, SignInLockoutDoc>();
  let position = 0;
  let now = start;
  const record = (event: AdminEvent, actor: StoredEvent['metadata']['actor']) => {
    position += 1;
    const stored = storedEvent(`admin-${userId}`, position, event, {
      occurredAt: new Date(now).toISOString(),
      actor,
    });
    for (const key of signInLockoutsProjection.keysOf(stored)) {
      const after = applyEvent(signInLockoutsProjection, docs.get(key) ?? null, stored, key);
      if (after) docs.set(key, after);
      else docs.delete(key);
    }
  };
  return {
    advance: (ms: number) => {
      now += ms;
    },
    failSignIn: (
      ip: string,
      username: string,
      reason: 'wrong_password' | 'invalid_code' = 'wrong_password',
    ) => {
      record(
        { type: 'AdminSignInFailed', data: { userId: null, username, reason } },
        { kind: 'visitor', id: 'anonymous', ip },
      );
    },
    signIn: (ip: string, username: string) => {
      record(
        {
          type: 'AdminSignedIn',
          data: {
            userId,
            sessionId: 'a'.repeat(64),
            expiresAt: new Date(now + 4 * 60 * minute).toISOString(),
            totpStep: null,
            ip,
          },
        },
        { kind: 'admin', id: userId, username, ip },
      );
    },
    attempt: (ip: string, username: string, attemptId: string) => {
      record(
        { type: 'AdminSignInAttempted', data: { attemptId, username, userId: null } },
        { kind: 'visitor', id: 'anonymous', ip },
      );
    },
    failAttempt: (ip: string, username: string, attemptId: string) => {
      record(
        {
          type: 'AdminSignInFailed',
          data: { userId: null, username, reason: 'wrong_password', attemptId },
        },
        { kind: 'visitor', id: 'anonymous', ip },
      );
    },
    withdraw: (ip: string, username: string, attemptId: string) => {
      record(
        {
          type: 'AdminSignInAttemptWithdrawn',
          data: { attemptId, username, reason: 'code_required' },
        },
        { kind: 'visitor', id: 'anonymous', ip },
      );
    },
    succeed: (ip: string, username: string, attemptId: string) => {
      record(
        {
          type: 'AdminSignedIn',
          data: {
            userId,
            sessionId: 'a'.repeat(64),
            expiresAt: new Date(now + 4 * 60 * minute).toISOString(),
            totpStep: null,
            ip,
            attemptId,
          },
        },
        { kind: 'admin', id: userId, username, ip },
      );
    },
    failCode: () => {
      record(
        {
          type: 'TwoFactorCodeRejected',
          data: { userId, purpose: 'verify', reason: 'invalid_code' },
        },
        { kind: 'admin', id: userId },
      );
    },
    failCurrentPassword: () => {
      record({ type: 'AdminPasswordCheckFailed', data: { userId } }, { kind: 'admin', id: userId });
    },
    /** Seconds a key still waits, null when it may try. */
    wait: (scope: 'ip' | 'username' | 'account', key: string) =>
      retryAfter(docs.get(lockoutId(scope, key)) ?? null, now),
  };
};

describe('the sign-in lockout counts', () => {
  it('lock an IP out for 15 minutes after 10 failures in 15 minutes, whatever the usernames', () => {
    const counts = lockouts();
    for (let i = 0; i < 9; i += 1) counts.failSignIn('1.2.3.4', `user${i}`);
    expect(counts.wait('ip', '1.2.3.4')).toBeNull();
    counts.failSignIn('1.2.3.4', 'user9', 'invalid_code');
    expect(counts.wait('ip', '1.2.3.4')).toBe(900);
    expect(counts.wait('ip', '5.6.7.8')).toBeNull();
    counts.advance(10 * minute);
    expect(counts.wait('ip', '1.2.3.4')).toBe(300);
    counts.advance(5 * minute);
    expect(counts.wait('ip', '1.2.3.4')).toBeNull();
  });

  it('lock a username after 5 failures from anywhere, in any case', () => {
    const counts = lockouts();
    for (let i = 0; i < 5; i += 1) counts.failSignIn(`9.9.9.${i}`, i % 2 ? 'Alice' : ' alice');
    expect(counts.wait('username', 'ALICE')).toBe(900);
    expect(counts.wait('username', 'bob')).toBeNull();
  });

  it('forget failures older than the window', () => {
    const counts = lockouts();
    for (let i = 0; i < 4; i += 1) counts.failSignIn('1.1.1.1', 'alice');
    counts.advance(16 * minute);
    counts.failSignIn('1.1.1.1', 'alice');
    expect(counts.wait('username', 'alice')).toBeNull();
  });

  it('do not extend a lock with failures that got through while it began, so a lock always ends', () => {
    const counts = lockouts();
    for (let i = 0; i < 5; i += 1) counts.failSignIn('1.1.1.1', 'alice');
    counts.advance(14 * minute);
    for (let i = 0; i < 10; i += 1) counts.failSignIn(`2.2.2.${i}`, 'alice');
    counts.advance(minute);
    expect(counts.wait('username', 'alice')).toBeNull();
  });

  it('start a username’s count again when its owner signs in, but not the IP’s', () => {
    const counts = lockouts();
    for (let i = 0; i < 4; i += 1) counts.failSignIn('1.1.1.1', 'alice');
    counts.signIn('1.1.1.1', 'Alice');
    counts.failSignIn('1.1.1.1', 'alice');
    expect(counts.wait('username', 'alice')).toBeNull();
    for (let i = 0; i < 5; i += 1) counts.failSignIn('1.1.1.1', `other${i}`);
    expect(counts.wait('ip', '1.1.1.1')).toBe(900);
  });

  it('lock an account’s own code and password checks after 5 wrong ones', () => {
    const counts = lockouts();
    for (let i = 0; i < 3; i += 1) counts.failCode();
    counts.failCurrentPassword();
    expect(counts.wait('account', userId)).toBeNull();
    counts.failCurrentPassword();
    expect(counts.wait('account', userId)).toBe(900);
    expect(counts.wait('account', 'someone-else')).toBeNull();
  });

  it('count an attempt when it is recorded, not again when it fails, and not at all once it succeeds', () => {
    const counts = lockouts();
    for (let i = 0; i < 4; i += 1) {
      counts.attempt('1.2.3.4', 'alice', `attempt-${i}`);
      counts.failAttempt('1.2.3.4', 'alice', `attempt-${i}`);
    }
    expect(counts.wait('username', 'alice')).toBeNull();
    // The fifth is counted (and locks) before anyone knows whether it is right.
    counts.attempt('1.2.3.4', 'alice', 'attempt-4');
    expect(counts.wait('username', 'alice')).toBe(900);
    counts.succeed('1.2.3.4', 'alice', 'attempt-4');
    expect(counts.wait('username', 'alice')).toBeNull();
    for (let i = 0; i < 5; i += 1) counts.attempt('1.2.3.4', `other-${i}`, `other-${i}`);
    // Ten attempts from the address, one of them a success: nine failures, no lock.
    expect(counts.wait('ip', '1.2.3.4')).toBeNull();
    counts.attempt('1.2.3.4', 'other-5', 'other-5');
    expect(counts.wait('ip', '1.2.3.4')).toBe(900);
  });

  it('take back an attempt whose right password asked for the code', () => {
    const counts = lockouts();
    for (let i = 0; i < 12; i += 1) {
      counts.attempt('5.6.7.8', 'bob', `asked-${i}`);
      counts.withdraw('5.6.7.8', 'bob', `asked-${i}`);
    }
    expect(counts.wait('ip', '5.6.7.8')).toBeNull();
    expect(counts.wait('username', 'bob')).toBeNull();
  });

  it('count the addresses of one IPv6 /64 as one', () => {
    const counts = lockouts();
    for (let i = 1; i <= 10; i += 1) counts.failSignIn(`2001:db8:0:1::${i}`, `user${i}`);
    expect(counts.wait('ip', '2001:db8:0:1:ffff::9')).toBe(900);
    expect(counts.wait('ip', '2001:db8:0:2::1')).toBeNull();
  });
});
