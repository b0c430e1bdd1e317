import { describe, expect, it } from 'vitest';
import {
  groupVoucherCode,
  voucherPaymentCode,
  voucherProblems,
  type VoucherDraft,
} from './voucher-code';

const draft = (changes: Partial<VoucherDraft> = {}): VoucherDraft => ({
  code: 'ABCD EFGH 1234 5678',
  pin: '',
  type: 'PayPal',
  amount: '15',
  currency: 'EUR',
  ...changes,
});

describe('voucher code input', () => {
  it('shows the code in groups of 4', () => {
    expect(groupVoucherCode('abcdEFGH12345678')).toBe('abcd EFGH 1234 5678');
    expect(groupVoucherCode('ABCDE')).toBe('ABCD E');
  });

  it('regroups a code typed with its own spaces or dashes, at most 19 characters', () => {
    expect(groupVoucherCode('AB CD-EF GH 1234 5678 99')).toBe('ABCD EFGH 1234 5678');
    expect(groupVoucherCode('A'.repeat(30))).toHaveLength(19);
  });
});

describe('voucher rules', () => {
  it('requires the code, the type and the amount', () => {
    expect(voucherProblems(draft({ code: ' ', type: '', amount: '' }))).toEqual({
      code: 'missing',
      type: 'missing',
      amount: 'missing',
    });
  });

  it('refuses a code that is not exactly 16 characters once spaces are removed', () => {
    expect(voucherProblems(draft({ code: 'ABCD EFGH 123' }))).toEqual({ code: 'codeLength' });
  });

  it('refuses an amount that is not greater than 0', () => {
    expect(voucherProblems(draft({ amount: '0' }))).toEqual({ amount: 'amount' });
    expect(voucherProblems(draft({ amount: '-3' }))).toEqual({ amount: 'amount' });
  });

  it('accepts a complete voucher, the PIN being optional', () => {
    expect(voucherProblems(draft())).toEqual({});
  });

  it('refuses a voucher worth less than the price, by the amount', () => {
    const lifetime = { amount: 170, currency: 'USD' };
    expect(voucherProblems(draft({ amount: '1', currency: 'USD' }), lifetime)).toEqual({
      amount: 'valueTooLow',
    });
    expect(voucherProblems(draft({ amount: '169.99', currency: 'USD' }), lifetime)).toEqual({
      amount: 'valueTooLow',
    });
    expect(voucherProblems(draft({ amount: '170', currency: 'USD' }), lifetime)).toEqual({});
  });

  it('refuses a voucher in another currency than the price, by the currency', () => {
    const lifetime = { amount: 170, currency: 'USD' };
    expect(voucherProblems(draft({ amount: '170', currency: 'JPY' }), lifetime)).toEqual({
      currency: 'currencyMismatch',
    });
  });

  it('leaves the value alone while a donation has no amount yet', () => {
    expect(
      voucherProblems(draft({ amount: '1', currency: 'USD' }), { amount: 0, currency: 'USD' }),
    ).toEqual({});
  });
});

describe('the voucher as submitted', () => {
  it('is a JSON text of the code without spaces, the type, amount and currency', () => {
    expect(JSON.parse(voucherPaymentCode(draft()))).toEqual({
      code: 'ABCDEFGH12345678',
      type: 'PayPal',
      amount: 15,
      currency: 'EUR',
    });
  });

  it('carries the PIN when one is given', () => {
    expect(JSON.parse(voucherPaymentCode(draft({ pin: ' 4321 ' })))).toMatchObject({ pin: '4321' });
  });
});
