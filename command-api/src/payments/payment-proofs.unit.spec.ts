import { describe, expect, it } from 'vitest';
import { assertVoucher, giftCardCodeProblem } from './payment-proofs.js';

describe('the messages of the proof rules (public-portal.md §5)', () => {
  it('asks for a gift card code when there is none', () => {
    expect(giftCardCodeProblem('')).toBe('Please enter your gift card code');
  });

  it('says a gift card code must be exactly 16 characters', () => {
    expect(giftCardCodeProblem('ABC123')).toBe(
      'Nintendo eShop codes must be exactly 16 characters',
    );
  });

  it('says gift card codes do not use O, I or Z', () => {
    expect(giftCardCodeProblem('ABCD1234EFGH567O')).toBe(
      'Nintendo eShop codes do not use the letters O, I, or Z. Please check your code.',
    );
  });

  it('finds nothing wrong with a good code', () => {
    expect(giftCardCodeProblem('ABCD1234EFGH5678')).toBeNull();
  });

  it('gives the voucher messages', () => {
    const voucher = {
      code: 'RWBL1234ABCD5678',
      type: 'Wise',
      amount: 5,
      currency: 'EUR',
      pin: null,
    } as const;
    expect(() => {
      assertVoucher({ ...voucher, code: '' });
    }).toThrow('Please fill in the Rewarble code, type, and amount');
    expect(() => {
      assertVoucher({ ...voucher, code: 'SHORT' });
    }).toThrow('Rewarble code must be exactly 16 characters');
    expect(() => {
      assertVoucher({ ...voucher, amount: 0 });
    }).toThrow('Amount must be greater than 0');
  });
});
