import { describe, expect, it } from 'vitest';
import { asTyped, paymentIdToTrack } from './payment-id';

describe('a payment ID to track', () => {
  it('is forced to upper case as it is typed', () => {
    expect(asTyped('ghost-17322-ab12')).toBe('GHOST-17322-AB12');
  });

  it('is looked up in upper case whatever case it was given in, without spaces around it', () => {
    expect(paymentIdToTrack('  ghost-1732291234567-ab12cd  ')).toBe('GHOST-1732291234567-AB12CD');
  });

  it('must be present and start with GHOST-', () => {
    for (const text of [
      '',
      '   ',
      'GHOST-',
      'GHOST',
      'PAY-1732291234567',
      'X-GHOST-1',
      'GHOST 1',
    ]) {
      expect(paymentIdToTrack(text), text).toBeNull();
    }
  });

  it('is refused beyond 100 characters, as the server refuses it', () => {
    expect(paymentIdToTrack(`GHOST-${'A'.repeat(94)}`)).not.toBeNull();
    expect(paymentIdToTrack(`GHOST-${'A'.repeat(95)}`)).toBeNull();
  });
});
