import { describe, expect, it } from 'vitest';
import { asTyped } from './payment-id';

describe('a payment ID to track', () => {
  it('is forced to upper case as it is typed', () => {
    expect(asTyped('ghost-17322-ab12')).toBe('GHOST-17322-AB12');
  });
});
