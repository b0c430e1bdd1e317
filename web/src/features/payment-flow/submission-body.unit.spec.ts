import { describe, expect, it } from 'vitest';
import { cardWalletRequestSchema, submissionRequestSchema } from '@ghost/events/contract';
import type { Order } from './order';
import { cardWalletBody, submissionBody } from './submission-body';

const subscription: Order = {
  type: 'ghost-eshop-pro',
  method: 'crypto',
  duration: '3_months',
  region: null,
  amount: 12,
  currency: 'USD',
  username: ' player_one ',
  email: 'player@example.com',
  language: 'de',
};
const ids = { paymentId: 'GHOST-1763800000000-ABCDEFGHIJKLMNOPQRSTUV', reference: 'R' };

describe('the creation payload', () => {
  it('carries a crypto payment as the contract reads it, without a quote when none could be had', () => {
    const body = submissionBody(
      subscription,
      { payment_method: 'crypto', crypto_type: 'btc', txid: ' 0xabc ', quote: null },
      ids,
    );
    expect(submissionRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      payment_id: ids.paymentId,
      type: 'ghost-eshop-pro',
      payment_method: 'crypto',
      crypto_type: 'btc',
      txid: '0xabc',
      amount: 12,
      currency: 'USD',
      userUsername: 'player_one',
      userEmail: 'player@example.com',
      subscriptionDuration: '3_months',
      language: 'de',
    });
  });

  it('carries the quote the payer was shown', () => {
    const quote = 'eyJjb2luIjoiYnRjIn0.c2lnbmF0dXJl';
    const body = submissionBody(
      subscription,
      { payment_method: 'crypto', crypto_type: 'btc', txid: 'a'.repeat(64), quote },
      ids,
    );
    expect(submissionRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ payment_method: 'crypto', crypto_type: 'btc', quote });
  });

  it('carries a donation without account or duration, its e-mail only when given', () => {
    const donation: Order = {
      ...subscription,
      type: 'donation',
      duration: null,
      username: '',
      email: '',
      amount: 7.5,
    };
    const body = submissionBody(
      donation,
      { payment_method: 'crypto', crypto_type: 'eth', txid: '0x1', quote: null },
      ids,
    );
    expect(submissionRequestSchema.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('userUsername');
    expect(body).not.toHaveProperty('userEmail');
    expect(body).not.toHaveProperty('subscriptionDuration');
  });

  it('carries gift cards with their region, the price in its currency and the NINTENDO reference', () => {
    const giftCards: Order = {
      ...subscription,
      method: 'nintendo-eshop',
      region: 'japan',
      currency: 'JPY',
      amount: 1800,
    };
    const body = submissionBody(
      giftCards,
      { payment_method: 'nintendo-eshop', region: 'japan', giftCardCodes: ['ABCD1234EFGH5678'] },
      { ...ids, reference: 'NINTENDO-1-ABC' },
    );
    expect(submissionRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ region: 'japan', currency: 'JPY', txid: 'NINTENDO-1-ABC' });
  });

  it('carries a voucher as a JSON text with the REWARBLE reference', () => {
    const voucher: Order = { ...subscription, method: 'alternative-rewarble' };
    const paymentCode = JSON.stringify({
      code: 'ABCDEFGH12345678',
      type: 'PayPal',
      amount: 15,
      currency: 'EUR',
    });
    const body = submissionBody(
      voucher,
      { payment_method: 'alternative-rewarble', paymentCode },
      { ...ids, reference: 'REWARBLE-1-ABC' },
    );
    expect(submissionRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ paymentCode, txid: 'REWARBLE-1-ABC' });
  });
});

describe('the card wallet request', () => {
  it('names the provider, the buyer, the duration and the language, in USD', () => {
    const body = cardWalletBody({ ...subscription, method: 'card' }, 'ramp');
    expect(cardWalletRequestSchema.safeParse(body).success).toBe(true);
    expect(body).toEqual({
      amount: 12,
      currency: 'USD',
      provider: 'ramp',
      userInfo: { username: 'player_one', email: 'player@example.com' },
      paymentType: 'ghost-eshop-pro',
      subscriptionDuration: '3_months',
      language: 'de',
    });
  });
});
