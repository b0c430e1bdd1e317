import { describe, expect, it } from 'vitest';
import { readPendingHours } from './pending-hours';

describe('the maximum pending hours', () => {
  it('takes a whole number from 1 to 168', () => {
    expect(readPendingHours('1')).toEqual({ hours: 1 });
    expect(readPendingHours(' 48 ')).toEqual({ hours: 48 });
    expect(readPendingHours('168')).toEqual({ hours: 168 });
  });

  it('falls back to 72 when the value is no number', () => {
    expect(readPendingHours('')).toEqual({ hours: 72 });
    expect(readPendingHours('   ')).toEqual({ hours: 72 });
    expect(readPendingHours('soon')).toEqual({ hours: 72 });
  });

  it('refuses a number below 1, above 168 or not whole', () => {
    expect(readPendingHours('0')).toEqual({ problem: 'range' });
    expect(readPendingHours('169')).toEqual({ problem: 'range' });
    expect(readPendingHours('-5')).toEqual({ problem: 'range' });
    expect(readPendingHours('1.5')).toEqual({ problem: 'range' });
  });
});
