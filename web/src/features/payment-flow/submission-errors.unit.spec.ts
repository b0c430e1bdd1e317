import { describe, expect, it } from 'vitest';
import { txidShapeMessages } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { submissionErrorText } from './submission-errors';

const refusal = (
  code: string,
  message = '',
  status = 400,
  more: { field?: string; reason?: string } = {},
): ApiError => ({ code, message, status, ...more }) as ApiError;

const offline = refusal('NETWORK_ERROR', '', 0);

describe('what a refused payment tells the visitor', () => {
  it('names the proof of each method when its transaction is already registered', () => {
    const duplicate = refusal('DUPLICATE_TXID', 'already registered', 409);
    for (const method of ['crypto', 'nintendo-eshop', 'alternative-rewarble'] as const) {
      expect(submissionErrorText(duplicate, method)).toEqual({
        kind: 'duplicateTxid',
        method,
        notSeenYet: false,
      });
    }
  });

  it('says to try again soon when the chain does not show a quoted crypto transaction yet', () => {
    const notSeen = refusal('DUPLICATE_TXID', 'already registered', 409, { reason: 'pending' });
    expect(submissionErrorText(notSeen, 'crypto')).toEqual({
      kind: 'duplicateTxid',
      method: 'crypto',
      notSeenYet: true,
    });
  });

  it('asks for every required field when the server names a missing field, whatever its words', () => {
    const missing = refusal('VALIDATION_ERROR', 'Champs manquants', 400, {
      field: 'userEmail',
      reason: 'missing_field',
    });
    expect(submissionErrorText(missing, 'crypto')).toEqual({ kind: 'requiredFields' });
    expect(submissionErrorText(missing, 'card')).toEqual({ kind: 'requiredFields' });
  });

  it('never reads the English message: the words alone name no missing field', () => {
    const words = refusal('VALIDATION_ERROR', 'Missing required fields: userEmail', 400, {
      field: 'userEmail',
    });
    expect(submissionErrorText(words, 'alternative-rewarble')).toEqual({ kind: 'voucherFailed' });
  });

  it("uses the catalogue's text for a code that has one", () => {
    const used = refusal('DUPLICATE_PAYMENT_REF', 'used', 409);
    expect(submissionErrorText(used, 'crypto')).toEqual({ kind: 'code', error: used });
    const wallet = refusal('CARD_WALLET_FAILED', 'processor down', 502);
    expect(submissionErrorText(wallet, 'card')).toEqual({ kind: 'code', error: wallet });
  });

  it("falls back to the method's words when the server cannot be reached", () => {
    expect(submissionErrorText(offline, 'crypto')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(offline, 'nintendo-eshop')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(offline, 'alternative-rewarble')).toEqual({
      kind: 'voucherFailed',
    });
    expect(submissionErrorText(offline, 'card')).toEqual({ kind: 'cardFailed' });
  });

  it("points at the hash field when the server says the hash does not have its coin's shape", () => {
    const shape = refusal('VALIDATION_ERROR', txidShapeMessages.sol, 400, {
      field: 'txid',
      reason: 'txid_shape',
    });
    expect(submissionErrorText(shape, 'crypto')).toEqual({ kind: 'txidShape' });
    const blank = refusal('VALIDATION_ERROR', 'txid: must not be blank', 400, { field: 'txid' });
    expect(submissionErrorText(blank, 'crypto')).toEqual({ kind: 'submitFailed' });
  });

  it('points at the currency or the amount of a voucher that does not cover the price', () => {
    const currency = { ...refusal('VOUCHER_CURRENCY_MISMATCH'), field: 'paymentCode.currency' };
    expect(submissionErrorText(currency, 'alternative-rewarble')).toEqual({
      kind: 'voucherShortfall',
      field: 'currency',
    });
    const value = { ...refusal('VOUCHER_VALUE_TOO_LOW'), field: 'paymentCode.amount' };
    expect(submissionErrorText(value, 'alternative-rewarble')).toEqual({
      kind: 'voucherShortfall',
      field: 'amount',
    });
  });

  it('says the refusals it knows by their reason, in the visitor’s language', () => {
    const cases = [
      ['provider_minimum', 'card', 'providerUnavailable'],
      ['gift_card_length', 'nintendo-eshop', 'giftCardLength'],
      ['gift_card_letters', 'nintendo-eshop', 'giftCardLetters'],
      ['gift_card_duplicate', 'nintendo-eshop', 'giftCardDuplicate'],
      ['voucher_code_length', 'alternative-rewarble', 'voucherCodeLength'],
      ['voucher_amount', 'alternative-rewarble', 'voucherAmount'],
      ['price_changed', 'crypto', 'priceChanged'],
      ['duration_unavailable', 'card', 'durationUnavailable'],
      ['donation_minimum', 'crypto', 'donationMinimum'],
    ] as const;
    for (const [reason, method, message] of cases) {
      const refused = refusal('VALIDATION_ERROR', 'whatever the server says', 400, { reason });
      expect(submissionErrorText(refused, method), reason).toEqual({ kind: 'known', message });
    }
  });

  it("shows the voucher's fallback, never the server's text, for a voucher refusal it does not know", () => {
    const odd = refusal('VALIDATION_ERROR', 'paymentCode.type: Invalid option', 400, {
      field: 'paymentCode.type',
    });
    expect(submissionErrorText(odd, 'alternative-rewarble')).toEqual({ kind: 'voucherFailed' });
  });

  it("shows the card's fallback for a card refusal it does not know", () => {
    const odd = refusal('VALIDATION_ERROR', 'userInfo.email: Invalid email', 400, {
      field: 'userInfo.email',
    });
    expect(submissionErrorText(odd, 'card')).toEqual({ kind: 'cardFailed' });
  });

  it("shows the submission's fallback, never the server's English, for a crypto or gift-card refusal it cannot name", () => {
    const region = refusal('VALIDATION_ERROR', 'region must be europe, us or japan', 400, {
      field: 'region',
    });
    expect(submissionErrorText(region, 'nintendo-eshop')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(region, 'crypto')).toEqual({ kind: 'submitFailed' });
  });

  it('falls back to the method’s words when the server failed without saying why', () => {
    const broken = refusal('INTERNAL_ERROR', 'Something went wrong on our side.', 500);
    expect(submissionErrorText(broken, 'crypto')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(broken, 'nintendo-eshop')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(broken, 'alternative-rewarble')).toEqual({ kind: 'voucherFailed' });
    expect(submissionErrorText(broken, 'card')).toEqual({ kind: 'cardFailed' });
  });
});
