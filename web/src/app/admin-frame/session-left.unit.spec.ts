import { describe, expect, it } from 'vitest';
import { formatSessionLeft, sessionFraction, sessionLevel } from './session-left';

const minutes = (count: number) => count * 60_000;

describe('the session countdown', () => {
  it('is green above 60 minutes, yellow at 60 minutes or less, red at 15 minutes or less', () => {
    expect(sessionLevel(minutes(240))).toBe('ok');
    expect(sessionLevel(minutes(60) + 1000)).toBe('ok');
    expect(sessionLevel(minutes(60))).toBe('warning');
    expect(sessionLevel(minutes(15) + 1000)).toBe('warning');
    expect(sessionLevel(minutes(15))).toBe('critical');
    expect(sessionLevel(0)).toBe('critical');
  });

  it('scales the bar to a 4-hour session', () => {
    expect(sessionFraction(minutes(240))).toBe(1);
    expect(sessionFraction(minutes(60))).toBe(0.25);
    expect(sessionFraction(minutes(300))).toBe(1);
    expect(sessionFraction(-5000)).toBe(0);
  });

  it('shows what is left as h:mm:ss, or m:ss under an hour', () => {
    expect(formatSessionLeft(minutes(240))).toBe('4:00:00');
    expect(formatSessionLeft(minutes(61) + 7_900)).toBe('1:01:07');
    expect(formatSessionLeft(minutes(14) + 59_999)).toBe('14:59');
    expect(formatSessionLeft(-1)).toBe('0:00');
  });
});
