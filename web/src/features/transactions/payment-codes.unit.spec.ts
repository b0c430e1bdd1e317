import { describe, expect, it } from 'vitest';
import { groupedCode, shortPaymentId, voucherOf } from './payment-codes';

describe("a voucher's payment code", () => {
  it('is shown readable: code, type, value and whether a PIN was given', () => {
    expect(
      voucherOf(
        '{"code":"ABCD1234EFGH5678","type":"PayPal","amount":15,"currency":"EUR","pin_provided":true}',
      ),
    ).toEqual({
      code: 'ABCD1234EFGH5678',
      type: 'PayPal',
      amount: 15,
      currency: 'EUR',
      pinProvided: true,
    });
  });

  it('never shows a PIN, only that there was one', () => {
    const voucher = voucherOf(
      '{"code":"X","type":"Wise","amount":"5","currency":"USD","pin":"1234"}',
    );
    expect(voucher).toMatchObject({ amount: 5, pinProvided: true });
    expect(JSON.stringify(voucher)).not.toContain('1234');
  });

  it('shows a code that is no JSON object as it is', () => {
    expect(voucherOf('ABCD1234EFGH5678')?.code).toBe('ABCD1234EFGH5678');
    expect(voucherOf('[1,2]')?.code).toBe('[1,2]');
    expect(voucherOf(null)).toBeNull();
    expect(voucherOf(' ')).toBeNull();
  });
});

describe('codes and IDs in cells', () => {
  it('groups a 16-character gift-card code by four', () => {
    expect(groupedCode('ABCDEFGH12345678')).toBe('ABCD-EFGH-1234-5678');
    expect(groupedCode('SHORT')).toBe('SHORT');
  });

  it('shortens a payment ID to its last eight characters', () => {
    expect(shortPaymentId('GHOST-1700000000000-ABCDEFGHIJKLMNOPQRSTUV')).toBe('…OPQRSTUV');
    expect(shortPaymentId('GHOST-12345')).toBe('GHOST-12345');
  });
});
