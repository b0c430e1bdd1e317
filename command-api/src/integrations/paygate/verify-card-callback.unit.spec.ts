import { describe, expect, it } from 'vitest';
import { CardCallbackTokens } from './callback-links.js';
import {
  confirmWithProcessor,
  verifyCardCallback,
  type CardCallback,
  type RecordedCardPayment,
} from './verify-card-callback.js';

const links = new CardCallbackTokens(Buffer.alloc(32, 7));
const paymentId = 'GHOST-1732291234567-AB12CD34EF56GH78IJKL';

const recorded: RecordedCardPayment = {
  paymentId,
  ipnToken: 'ipn-123',
  amount: { minor: 1200, currency: 'USD' },
  confirmed: false,
  closed: false,
};

const callback: CardCallback = {
  paymentId,
  token: links.tokenFor(paymentId),
  valueCoin: '12.000000',
  coin: 'polygon_usdc',
  txidIn: '0xin',
  txidOut: '0xout',
};

const check = (overrides: {
  callback?: Partial<CardCallback>;
  recorded?: Partial<RecordedCardPayment> | null;
  toleranceBasisPoints?: number;
}) =>
  verifyCardCallback({
    callback: { ...callback, ...overrides.callback },
    recorded: overrides.recorded === null ? null : { ...recorded, ...overrides.recorded },
    expectedToken: links.tokenFor(paymentId),
    toleranceBasisPoints: overrides.toleranceBasisPoints ?? 200,
  });

const reasonOf = (verdict: ReturnType<typeof check>) =>
  verdict.accepted ? 'accepted' : verdict.reason;

describe('verifying a card processor callback', () => {
  it('accepts a paid callback for a known payment with its token and the full amount', () => {
    expect(check({})).toEqual({
      accepted: true,
      confirmation: {
        paymentId,
        ipnToken: 'ipn-123',
        valueCoin: '12.000000',
        coin: 'polygon_usdc',
        txidIn: '0xin',
        txidOut: '0xout',
      },
    });
  });

  it('refuses a callback for a payment we do not know', () => {
    expect(reasonOf(check({ recorded: null }))).toBe('unknown_payment');
  });

  it('refuses a forged callback: a missing token, or one made for another payment', () => {
    expect(reasonOf(check({ callback: { token: null } }))).toBe('unknown_token');
    expect(
      reasonOf(check({ callback: { token: links.tokenFor('GHOST-1-OTHERPAYMENT0000000') } })),
    ).toBe('unknown_token');
    const otherSecret = new CardCallbackTokens(Buffer.alloc(32, 8));
    expect(reasonOf(check({ callback: { token: otherSecret.tokenFor(paymentId) } }))).toBe(
      'unknown_token',
    );
  });

  it('refuses a replayed callback of a payment already confirmed', () => {
    expect(reasonOf(check({ recorded: { confirmed: true } }))).toBe('replay');
  });

  it('refuses a callback for a payment that is no longer awaiting one', () => {
    expect(reasonOf(check({ recorded: { closed: true } }))).toBe('payment_closed');
  });

  it('refuses less than the amount owed, beyond the tolerance', () => {
    // 2% of 12.00 is 0.24: 11.76 is enough, 11.759999 is not.
    expect(reasonOf(check({ callback: { valueCoin: '11.76' } }))).toBe('accepted');
    expect(reasonOf(check({ callback: { valueCoin: '11.759999' } }))).toBe('wrong_amount');
    expect(reasonOf(check({ callback: { valueCoin: '0.50' } }))).toBe('wrong_amount');
    expect(reasonOf(check({ callback: { valueCoin: '12' }, toleranceBasisPoints: 0 }))).toBe(
      'accepted',
    );
    expect(reasonOf(check({ callback: { valueCoin: '11.99' }, toleranceBasisPoints: 0 }))).toBe(
      'wrong_amount',
    );
  });

  it('accepts more than the amount owed', () => {
    expect(reasonOf(check({ callback: { valueCoin: '15.05' } }))).toBe('accepted');
  });

  it('refuses a payment in a coin that is not a dollar coin, or a payment not priced in USD', () => {
    expect(reasonOf(check({ callback: { coin: 'polygon_weth' } }))).toBe('wrong_currency');
    expect(reasonOf(check({ recorded: { amount: { minor: 1200, currency: 'EUR' } } }))).toBe(
      'wrong_currency',
    );
  });

  it('refuses a callback without a payment ID or an amount, or with an amount that is not one', () => {
    expect(reasonOf(check({ callback: { paymentId: null } }))).toBe('malformed');
    expect(reasonOf(check({ callback: { valueCoin: null } }))).toBe('malformed');
    expect(reasonOf(check({ callback: { valueCoin: '12e3' } }))).toBe('malformed');
    expect(reasonOf(check({ callback: { valueCoin: '-12' } }))).toBe('malformed');
  });

  it('checks the token before telling a replay apart, so a forger learns nothing', () => {
    expect(reasonOf(check({ callback: { token: 'x' }, recorded: { confirmed: true } }))).toBe(
      'unknown_token',
    );
  });
});

describe('confirming an accepted callback with the processor', () => {
  const accepted = check({});
  if (!accepted.accepted) throw new Error('the base callback must be accepted');
  const { confirmation } = accepted;
  const usd12 = { minor: 1200, currency: 'USD' };

  it("takes the processor's values when it says paid", () => {
    const verdict = confirmWithProcessor(
      confirmation,
      { status: 'paid', valueCoin: '12.01', coin: 'polygon_usdc', txidOut: '0xprocessor' },
      usd12,
      200,
    );
    expect(verdict).toEqual({
      accepted: true,
      confirmation: { ...confirmation, valueCoin: '12.01', txidOut: '0xprocessor' },
    });
  });

  it('refuses when the processor does not say paid', () => {
    for (const status of ['unpaid', 'pending', 'unknown'] as const) {
      const verdict = confirmWithProcessor(
        confirmation,
        { status, valueCoin: null, coin: null, txidOut: null },
        usd12,
        200,
      );
      expect(verdict).toMatchObject({ accepted: false, reason: 'not_paid' });
    }
  });

  it('refuses when the processor received less than the callback claimed', () => {
    const verdict = confirmWithProcessor(
      confirmation,
      { status: 'paid', valueCoin: '3.00', coin: 'polygon_usdc', txidOut: '0xp' },
      usd12,
      200,
    );
    expect(verdict).toMatchObject({ accepted: false, reason: 'wrong_amount' });
  });
});
