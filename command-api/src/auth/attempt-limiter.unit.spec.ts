import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';
import { SignInThrottle } from './sign-in-throttle.js';

const minute = 60_000;

const clockAt = () => {
  let time = Date.parse('2026-11-22T10:00:00.000Z');
  return {
    now: () => new Date(time),
    advance: (ms: number) => {
      time += ms;
    },
  };
};

describe('the attempt limiter', () => {
  const rule = { maxFailures: 3, windowMs: 15 * minute, lockMs: 15 * minute };

  it('locks a key for 15 minutes after too many failures within the window', () => {
    const clock = clockAt();
    const limiter = new AttemptLimiter(rule, clock.now);
    limiter.recordFailure('k');
    limiter.recordFailure('k');
    expect(limiter.retryAfter('k')).toBeNull();
    limiter.recordFailure('k');
    expect(limiter.retryAfter('k')).toBe(900);
    clock.advance(10 * minute);
    expect(limiter.retryAfter('k')).toBe(300);
    clock.advance(5 * minute);
    expect(limiter.retryAfter('k')).toBeNull();
  });

  it('forgets failures older than the window', () => {
    const clock = clockAt();
    const limiter = new AttemptLimiter(rule, clock.now);
    limiter.recordFailure('k');
    limiter.recordFailure('k');
    clock.advance(16 * minute);
    limiter.recordFailure('k');
    expect(limiter.retryAfter('k')).toBeNull();
  });

  it('does not extend a lock with attempts made while locked, so a lock always ends', () => {
    const clock = clockAt();
    const limiter = new AttemptLimiter(rule, clock.now);
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('k');
    clock.advance(14 * minute);
    for (let i = 0; i < 10; i += 1) limiter.recordFailure('k');
    clock.advance(minute);
    expect(limiter.retryAfter('k')).toBeNull();
  });

  it('keys are independent', () => {
    const clock = clockAt();
    const limiter = new AttemptLimiter(rule, clock.now);
    for (let i = 0; i < 3; i += 1) limiter.recordFailure('a');
    expect(limiter.retryAfter('b')).toBeNull();
  });

  it('keeps a bounded number of keys, forgetting the least recent first', () => {
    const clock = clockAt();
    const limiter = new AttemptLimiter({ ...rule, maxFailures: 1 }, clock.now, 2);
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    limiter.recordFailure('c');
    expect(limiter.retryAfter('a')).toBeNull();
    expect(limiter.retryAfter('b')).toBe(900);
    expect(limiter.retryAfter('c')).toBe(900);
  });
});

describe('the sign-in lockout rule', () => {
  const refusal = (action: () => void) => {
    try {
      action();
    } catch (error) {
      return error as { code: string; details: { retryAfter: number }; message: string };
    }
    return null;
  };

  it('locks an IP out after 10 failures in 15 minutes, whatever the usernames', () => {
    const clock = clockAt();
    const throttle = new SignInThrottle(clock.now);
    for (let i = 0; i < 10; i += 1) throttle.signInFailed('1.2.3.4', `user${i}`);
    const locked = refusal(() => {
      throttle.checkSignIn('1.2.3.4', 'someone', true);
    });
    expect(locked).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', details: { retryAfter: 900 } });
    expect(locked?.message).toBe('Too many login attempts. Please wait 15:00 before trying again.');
    expect(
      refusal(() => {
        throttle.checkSignIn('5.6.7.8', 'someone', false);
      }),
    ).toBeNull();
  });

  it('locks a username after 5 failures from anywhere, except from its owner’s known address', () => {
    const clock = clockAt();
    const throttle = new SignInThrottle(clock.now);
    for (let i = 0; i < 5; i += 1) throttle.signInFailed(`9.9.9.${i}`, 'Alice');
    expect(
      refusal(() => {
        throttle.checkSignIn('8.8.8.8', 'alice', false);
      })?.code,
    ).toBe('TOO_MANY_ATTEMPTS');
    expect(
      refusal(() => {
        throttle.checkSignIn('10.0.0.1', 'alice', true);
      }),
    ).toBeNull();
    clock.advance(15 * minute);
    expect(
      refusal(() => {
        throttle.checkSignIn('8.8.8.8', 'alice', false);
      }),
    ).toBeNull();
  });

  it('starts a username’s count again when its owner signs in', () => {
    const clock = clockAt();
    const throttle = new SignInThrottle(clock.now);
    for (let i = 0; i < 4; i += 1) throttle.signInFailed('1.1.1.1', 'alice');
    throttle.signedIn('alice');
    throttle.signInFailed('1.1.1.1', 'alice');
    expect(
      refusal(() => {
        throttle.checkSignIn('2.2.2.2', 'alice', false);
      }),
    ).toBeNull();
  });

  it('locks an account’s own code and password checks after 5 failures', () => {
    const clock = clockAt();
    const throttle = new SignInThrottle(clock.now);
    for (let i = 0; i < 5; i += 1) throttle.accountCheckFailed('user-1');
    expect(
      refusal(() => {
        throttle.checkAccount('user-1');
      })?.code,
    ).toBe('TOO_MANY_ATTEMPTS');
    expect(
      refusal(() => {
        throttle.checkAccount('user-2');
      }),
    ).toBeNull();
  });
});
