import { describe, expect, it } from 'vitest';
import {
  newPaymentId,
  newProofReference,
  paymentIdFault,
  paymentIdToLookUp,
  randomText,
  type RandomBytes,
} from './payment-id.js';

/** A source that hands out the given bytes in turn, over and over. */
const fixed =
  (values: number[]): RandomBytes =>
  (bytes) => {
    bytes.forEach((_, index) => (bytes[index] = values[index % values.length]!));
    return bytes;
  };

describe('a new payment ID', () => {
  it('is GHOST-, the timestamp and 22 random capital letters or digits', () => {
    expect(newPaymentId(1_763_800_000_000)).toMatch(/^GHOST-1763800000000-[A-Z0-9]{22}$/);
  });

  it('differs from every other', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newPaymentId(1_763_800_000_000)));
    expect(ids.size).toBe(200);
  });

  it('draws again a random part with fewer than 10 distinct characters, which is refused', () => {
    let calls = 0;
    const firstRepetitive: RandomBytes = (bytes) => {
      calls += 1;
      return calls === 1 ? fixed([0, 1])(bytes) : crypto.getRandomValues(bytes);
    };
    const id = newPaymentId(1_763_800_000_000, firstRepetitive);
    expect(calls).toBeGreaterThan(1);
    expect(paymentIdFault(id)).toBeNull();
  });

  it('is refused when it is not GHOST-{10 to 16 digits}-{16 to 40 letters or digits}', () => {
    for (const id of [
      'GHOST-123-ABCDEFGHIJKLMNOP',
      'GHOST-1763800000000-ABCDEFGHIJKLMNO',
      'GHOST-1763800000000-abcdefghijklmnop',
      'PAY-1763800000000-ABCDEFGHIJKLMNOP',
      `GHOST-1763800000000-${'ABCDEFGHIJ'.repeat(4)}K`,
    ]) {
      expect(paymentIdFault(id), id).toBe('format');
    }
    expect(paymentIdFault('GHOST-1763800000000-ABCDEFGHIJKLMNOP')).toBeNull();
  });

  it('is refused as guessable with fewer than 10 distinct random characters', () => {
    expect(paymentIdFault('GHOST-1763800000000-ABCDEFGHIAAAAAAA')).toBe('guessable');
    expect(paymentIdFault('GHOST-1763800000000-ABCDEFGHIJAAAAAA')).toBeNull();
  });
});

describe('random text', () => {
  it('skips bytes above the last multiple of 36, so every character is equally likely', () => {
    // 252 to 255 would favour A to D; they are skipped, 0 is A and 35 is 9.
    expect(randomText(3, fixed([255, 252, 0, 35, 36]))).toBe('A9A');
  });
});

describe('a proof reference', () => {
  it('is NINTENDO- or REWARBLE-, the timestamp and 22 random capital letters or digits', () => {
    expect(newProofReference('NINTENDO', 42)).toMatch(/^NINTENDO-42-[A-Z0-9]{22}$/);
    expect(newProofReference('REWARBLE', 42)).toMatch(/^REWARBLE-42-[A-Z0-9]{22}$/);
  });
});

describe('a payment ID to look up', () => {
  it('is looked up in upper case whatever case it was given in, without spaces around it', () => {
    expect(paymentIdToLookUp('  ghost-1732291234567-ab12cd  ')).toBe('GHOST-1732291234567-AB12CD');
  });

  it('must be present, start with GHOST- and hold only letters, digits and dashes', () => {
    for (const text of [
      '',
      '   ',
      'GHOST-',
      'GHOST',
      'PAY-1732291234567',
      'X-GHOST-1',
      'GHOST 1',
      'GHOST-1/../2',
      'GHOST-1 2',
    ]) {
      expect(paymentIdToLookUp(text), text).toBeNull();
    }
  });

  it('is refused beyond 100 characters', () => {
    expect(paymentIdToLookUp(`GHOST-${'A'.repeat(94)}`)).not.toBeNull();
    expect(paymentIdToLookUp(`GHOST-${'A'.repeat(95)}`)).toBeNull();
  });
});
