import { describe, expect, it } from 'vitest';
import { newPaymentId, newProofReference, randomText, type RandomBytes } from './payment-reference';

/** A source that hands out the given bytes in turn, over and over. */
const fixed =
  (values: number[]): RandomBytes =>
  (bytes) => {
    bytes.forEach((_, index) => (bytes[index] = values[index % values.length]!));
    return bytes;
  };

describe('payment IDs', () => {
  it('are GHOST-, the timestamp and 22 random capital letters or digits', () => {
    const id = newPaymentId(1_763_800_000_000);
    expect(id).toMatch(/^GHOST-1763800000000-[A-Z0-9]{22}$/);
  });

  it('differ from one another', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newPaymentId(1)));
    expect(ids.size).toBe(200);
  });

  it('draw again a random part with fewer than 10 distinct characters, which the server refuses', () => {
    let calls = 0;
    const firstRepetitive: RandomBytes = (bytes) => {
      calls += 1;
      return calls === 1 ? fixed([0, 1])(bytes) : crypto.getRandomValues(bytes);
    };
    const id = newPaymentId(1, firstRepetitive);
    expect(calls).toBeGreaterThan(1);
    expect(new Set(id.split('-')[2]).size).toBeGreaterThanOrEqual(10);
  });
});

describe('random text', () => {
  it('skips bytes above the last multiple of 36, so every character is equally likely', () => {
    // 252 to 255 would favour A to D; they are skipped, 0 is A and 35 is 9.
    expect(randomText(3, fixed([255, 252, 0, 35, 36]))).toBe('A9A');
  });
});

describe('proof references', () => {
  it('are NINTENDO- or REWARBLE-, the timestamp and random capital letters or digits', () => {
    expect(newProofReference('NINTENDO', 42)).toMatch(/^NINTENDO-42-[A-Z0-9]{12}$/);
    expect(newProofReference('REWARBLE', 42)).toMatch(/^REWARBLE-42-[A-Z0-9]{12}$/);
  });
});
