import { describe, expect, it } from 'vitest';
import { payGateVerifyAnswer } from './paygate-verify-answer.js';

const paid = {
  status: 'paid',
  valueCoin: '12.00',
  coin: 'polygon_usdc',
  txidOut: '0xout',
} as const;

describe("the admin's PayGate check answer", () => {
  it('reports the update with the amount, coin, TXID and both statuses when the payment was verified', () => {
    expect(
      payGateVerifyAnswer(paid, {
        oldStatus: 'pending_payment_verification',
        newStatus: 'pending_subscription_update',
      }),
    ).toEqual({
      payGateResponse: {
        status: 'paid',
        value_coin: '12.00',
        coin: 'polygon_usdc',
        txid_out: '0xout',
      },
      transactionUpdated: true,
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_subscription_update',
    });
  });

  it('reports paid but not updated, with why, when the status stayed', () => {
    const answer = payGateVerifyAnswer(paid, {
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_payment_verification',
      refusal: 'paid 3.00, expected 12.00 USD',
    });
    expect(answer.transactionUpdated).toBe(false);
    expect(answer.updateFailure).toBe('paid 3.00, expected 12.00 USD');
  });

  it('only reports the provider status when the payment is not paid yet', () => {
    const answer = payGateVerifyAnswer(
      { status: 'unpaid', valueCoin: null, coin: null, txidOut: null },
      { oldStatus: 'pending_payment_verification', newStatus: 'pending_payment_verification' },
    );
    expect(answer).toEqual({
      payGateResponse: { status: 'unpaid', value_coin: null, coin: null, txid_out: null },
      transactionUpdated: false,
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_payment_verification',
    });
  });
});
