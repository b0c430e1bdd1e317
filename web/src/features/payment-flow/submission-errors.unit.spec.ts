import { describe, expect, it } from 'vitest';
import { txidShapeMessages } from '@ghost/events/contract';
import type { ApiError } from '@/lib/api-client';
import { submissionErrorText } from './submission-errors';

const refusal = (code: string, message = '', status = 400): ApiError =>
  ({ code, message, status }) as ApiError;

describe('what a refused payment tells the visitor', () => {
  it('names the proof of each method when its transaction is already registered', () => {
    const duplicate = refusal('DUPLICATE_TXID', 'already registered', 409);
    expect(submissionErrorText(duplicate, 'crypto')).toEqual({
      kind: 'duplicateTxid',
      method: 'crypto',
    });
    expect(submissionErrorText(duplicate, 'nintendo-eshop')).toEqual({
      kind: 'duplicateTxid',
      method: 'nintendo-eshop',
    });
    expect(submissionErrorText(duplicate, 'alternative-rewarble')).toEqual({
      kind: 'duplicateTxid',
      method: 'alternative-rewarble',
    });
  });

  it('asks for every required field when the server says fields are missing', () => {
    const missing = refusal('VALIDATION_ERROR', 'Missing required fields: userEmail');
    expect(submissionErrorText(missing, 'crypto')).toEqual({ kind: 'requiredFields' });
  });

  it("uses the catalogue's text for a code that has one", () => {
    const used = refusal('DUPLICATE_PAYMENT_REF', 'used', 409);
    expect(submissionErrorText(used, 'crypto')).toEqual({ kind: 'code', error: used });
    const offline = refusal('NETWORK_ERROR', '', 0);
    expect(submissionErrorText(offline, 'card')).toEqual({ kind: 'code', error: offline });
  });

  it("points at the hash field when the server says the hash does not have its coin's shape", () => {
    const shape = {
      ...refusal('VALIDATION_ERROR', txidShapeMessages.sol),
      field: 'txid',
    };
    expect(submissionErrorText(shape, 'crypto')).toEqual({ kind: 'txidShape' });
    const blank = { ...refusal('VALIDATION_ERROR', 'txid: must not be blank'), field: 'txid' };
    expect(submissionErrorText(blank, 'crypto')).toEqual({
      kind: 'server',
      message: 'txid: must not be blank',
    });
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

  it("translates the spec's own refusals the server words as the spec does", () => {
    const provider = refusal(
      'VALIDATION_ERROR',
      'Selected provider is not available for this amount',
    );
    expect(submissionErrorText(provider, 'card')).toEqual({
      kind: 'known',
      message: 'providerUnavailable',
    });
  });

  it("shows the server's message for any other refusal of the input", () => {
    const price = refusal('VALIDATION_ERROR', 'The amount must be the current price: 12 USD');
    expect(submissionErrorText(price, 'alternative-rewarble')).toEqual({
      kind: 'server',
      message: 'The amount must be the current price: 12 USD',
    });
  });

  it('falls back to the generic message of the method when the server said nothing useful', () => {
    const broken = refusal('HTTP_ERROR', '', 500);
    expect(submissionErrorText(broken, 'crypto')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(broken, 'nintendo-eshop')).toEqual({ kind: 'submitFailed' });
    expect(submissionErrorText(broken, 'alternative-rewarble')).toEqual({ kind: 'voucherFailed' });
    expect(submissionErrorText(broken, 'card')).toEqual({ kind: 'cardFailed' });
  });

  it("shows the server's words for another failure of a crypto or gift-card submission", () => {
    const down = refusal('INTERNAL_ERROR', 'The store is read-only', 500);
    expect(submissionErrorText(down, 'crypto')).toEqual({
      kind: 'server',
      message: 'The store is read-only',
    });
  });
});
