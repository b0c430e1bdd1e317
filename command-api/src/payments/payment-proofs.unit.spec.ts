import { describe, expect, it } from 'vitest';
import { ValidationError } from '@ghost/events';
import { assertGiftCards, assertVoucher, giftCardCodeProblem } from './payment-proofs.js';

/** The refusal a rule throws, as the answer carries it: field and reason. */
const refusalOf = (rule: () => void) => {
  try {
    rule();
  } catch (error) {
    if (error instanceof ValidationError) return { field: error.field, ...error.details };
    throw error;
  }
  throw new Error('the rule refused nothing');
};

/** A voucher that passes every rule. */
const voucher = {
  code: 'RWBL1234ABCD5678',
  type: 'Wise',
  amount: 5,
  currency: 'EUR',
  pin: null,
} as const;

describe('the messages of the proof rules', () => {
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

  it('names the reason of each refusal, for a screen to say it in its own language', () => {
    const usd = { minor: 500, currency: 'USD' };
    expect(
      refusalOf(() => {
        assertGiftCards([], 'us', usd);
      }),
    ).toMatchObject({
      field: 'giftCardCodes',
      reason: 'gift_card_required',
    });
    expect(
      refusalOf(() => {
        assertGiftCards(['ABC123'], 'us', usd);
      }),
    ).toMatchObject({
      field: 'giftCardCodes.0',
      reason: 'gift_card_length',
    });
    expect(
      refusalOf(() => {
        assertGiftCards(['ABCD1234EFGH567O'], 'us', usd);
      }),
    ).toMatchObject({
      reason: 'gift_card_letters',
    });
    const code = 'ABCD1234EFGH5678';
    expect(
      refusalOf(() => {
        assertGiftCards([code, code], 'us', usd);
      }),
    ).toMatchObject({
      field: 'giftCardCodes.1',
      reason: 'gift_card_duplicate',
    });
    expect(
      refusalOf(() => {
        assertVoucher({ ...voucher, code: '' });
      }),
    ).toMatchObject({
      reason: 'voucher_missing',
    });
    expect(
      refusalOf(() => {
        assertVoucher({ ...voucher, code: 'SHORT' });
      }),
    ).toMatchObject({
      field: 'paymentCode.code',
      reason: 'voucher_code_length',
    });
    expect(
      refusalOf(() => {
        assertVoucher({ ...voucher, amount: 0 });
      }),
    ).toMatchObject({
      field: 'paymentCode.amount',
      reason: 'voucher_amount',
    });
  });
});
