import { describe, expect, it } from 'vitest';
import type { CryptoQuoteAnswer } from '@ghost/events/contract';
import { formatCountdown } from '@/lib/format/countdown';
import { receivedQuote } from '@/features/payment-flow/api/create-crypto-quote';
import { countdownAnnouncement, quoteState, submittableQuote } from './quote-state';

const answer: CryptoQuoteAnswer = {
  crypto_type: 'btc',
  network: 'bitcoin',
  address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  crypto_amount: '0.00018751',
  rate: '64000',
  amount: 12,
  currency: 'USD',
  issued_at: '2026-11-22T10:00:00.000Z',
  expires_at: '2026-11-22T10:15:00.000Z',
  required_confirmations: 2,
  payment_uri: 'bitcoin:bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu?amount=0.00018751',
  quote: 'claims.signature',
};
const receivedAt = Date.parse('2026-11-22T10:00:02.000Z');
const quote = receivedQuote(answer, receivedAt);
const ok = { data: quote, position: null };
const after = (ms: number) => receivedAt + ms;

describe('the quote the crypto form shows', () => {
  it("counts the quote's own 15 minutes from its arrival, whatever this browser's clock says", () => {
    // A phone an hour behind still gets the 15 minutes the server gave.
    const skewed = receivedQuote(answer, Date.parse('2026-11-22T09:00:00.000Z'));
    expect(skewed.deadline).toBe(Date.parse('2026-11-22T09:15:00.000Z'));
    expect(quote.deadline).toBe(after(15 * 60_000));
  });

  it('asks nothing while there is no amount, and waits while one is asked', () => {
    expect(quoteState(false, undefined, receivedAt)).toEqual({ kind: 'waiting' });
    expect(quoteState(true, undefined, receivedAt)).toEqual({ kind: 'loading' });
  });

  it('shows the seconds left of the locked rate, rounded up, then the expired quote at the deadline', () => {
    expect(quoteState(true, ok, receivedAt)).toMatchObject({ kind: 'quoted', secondsLeft: 900 });
    expect(quoteState(true, ok, after(500))).toMatchObject({ kind: 'quoted', secondsLeft: 900 });
    // The last tick of the page's clock came before the answer: still 15:00, not 15:01.
    expect(quoteState(true, ok, after(-800))).toMatchObject({ kind: 'quoted', secondsLeft: 900 });
    expect(quoteState(true, ok, after(899_001))).toMatchObject({ kind: 'quoted', secondsLeft: 1 });
    expect(quoteState(true, ok, after(900_000))).toEqual({ kind: 'expired', quote });
    expect(quoteState(true, ok, after(3_600_000))).toEqual({ kind: 'expired', quote });
  });

  it.each([
    ['CRYPTO_QUOTE_UNAVAILABLE', 503],
    ['CRYPTO_QUOTE_AMOUNTS_EXHAUSTED', 503],
    ['CRYPTO_COIN_UNAVAILABLE', 403],
    ['NETWORK_ERROR', 0],
  ] as const)('falls back to the price in the payment currency on %s', (code, status) => {
    const refused = { error: { code, status, message: 'x' } };
    expect(quoteState(true, refused, receivedAt)).toEqual({ kind: 'fallback', code });
  });
});

describe('the quote a submission carries', () => {
  it('carries the shown quote while its rate is locked', () => {
    expect(submittableQuote(quoteState(true, ok, after(60_000)))).toEqual({
      quote: 'claims.signature',
    });
  });

  it('carries none in the fallback, where staff verify the payment', () => {
    const refused = {
      error: { code: 'CRYPTO_QUOTE_UNAVAILABLE' as const, status: 503, message: '' },
    };
    expect(submittableQuote(quoteState(true, refused, receivedAt))).toEqual({ quote: null });
  });

  it('keeps the submit waiting while a quote is asked or after its rate expired', () => {
    expect(submittableQuote(quoteState(true, undefined, receivedAt))).toBeNull();
    expect(submittableQuote(quoteState(true, ok, after(900_000)))).toBeNull();
  });
});

describe('the countdown', () => {
  it('is written m:ss', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('tells a screen reader once a minute is left and once the rate expired, never each second', () => {
    const at = (ms: number) => countdownAnnouncement(quoteState(true, ok, ms));
    expect(at(after(0))).toBeNull();
    expect(at(after(839_001))).toBeNull();
    // From 1:00 to 0:01 the text stays the same, so the live region speaks once.
    expect(at(after(840_000))).toBe('minuteLeft');
    expect(at(after(899_500))).toBe('minuteLeft');
    expect(at(after(900_000))).toBe('expired');
  });
});
