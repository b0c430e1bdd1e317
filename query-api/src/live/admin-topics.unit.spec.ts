import type { LiveAdminChange } from '@ghost/events/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PushThrottle, topicsChanged } from './admin-topics.js';

describe('the topics a change concerns', () => {
  it('names the followed topics whose read models were written, and only those', () => {
    const change = { position: 9, collections: new Set(['transactions', 'stats', 'sessions']) };
    expect(topicsChanged(['transactions', 'card-payments', 'stats', 'users'], change)).toEqual([
      'transactions',
      'stats',
    ]);
    expect(topicsChanged(['settings'], change)).toEqual([]);
  });

  it('names every followed topic when the change does not say what it wrote', () => {
    expect(topicsChanged(['users', 'pricing'], { position: 3, collections: null })).toEqual([
      'users',
      'pricing',
    ]);
  });
});

describe('an admin stream’s pushes', () => {
  let now = 0;
  let pushed: LiveAdminChange[];
  let throttle: PushThrottle;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 1_000;
    pushed = [];
    throttle = new PushThrottle(
      250,
      (change) => pushed.push(change),
      () => now,
    );
  });
  afterEach(() => {
    throttle.stop();
    vi.useRealTimers();
  });
  const later = (ms: number) => {
    now += ms;
    vi.advanceTimersByTime(ms);
  };

  it('pushes the first change at once', () => {
    throttle.add(5, ['transactions']);
    expect(pushed).toEqual([{ position: 5, topics: ['transactions'] }]);
  });

  it('merges what comes within the interval into one push at its end: last position, every topic', () => {
    throttle.add(5, ['transactions']);
    later(50);
    throttle.add(6, ['stats']);
    throttle.add(8, ['transactions']);
    throttle.add(7, ['card-payments']);
    expect(pushed).toHaveLength(1);
    later(199);
    expect(pushed).toHaveLength(1);
    later(1);
    expect(pushed[1]).toEqual({ position: 8, topics: ['stats', 'transactions', 'card-payments'] });
  });

  it('pushes at most four times a second however often the read models change', () => {
    const times: number[] = [];
    throttle = new PushThrottle(
      250,
      () => times.push(now),
      () => now,
    );
    for (let ms = 0; ms < 2_000; ms += 10) {
      throttle.add(ms + 1, ['transactions']);
      later(10);
    }
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(250);
    expect(times.length).toBeGreaterThanOrEqual(7);
  });

  it('pushes nothing for a change of no followed topic, and nothing once stopped', () => {
    throttle.add(5, []);
    expect(pushed).toEqual([]);
    throttle.add(6, ['users']);
    throttle.add(7, ['users']);
    throttle.stop();
    later(1_000);
    expect(pushed).toEqual([{ position: 6, topics: ['users'] }]);
  });
});
