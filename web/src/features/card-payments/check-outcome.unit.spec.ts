import { describe, expect, it } from 'vitest';
import type { PayGateVerifyAnswer } from '@ghost/events/contract';
import { checkBlocker, checkIdentifier, checkOutcome } from './check-outcome';

const payment = { id: 'GHOST-ABC123', payment_id: 'GHOST-ABC123', payment_ipn_token: 'ipn-1' };

const answer = (overrides: Partial<PayGateVerifyAnswer> = {}): PayGateVerifyAnswer => ({
  success: true,
  paymentId: 'GHOST-ABC123',
  payGateResponse: { status: 'unpaid', value_coin: null, coin: null, txid_out: null },
  transactionUpdated: false,
  oldStatus: 'pending_payment_verification',
  newStatus: 'pending_payment_verification',
  position: null,
  ...overrides,
});

describe('whether Check PayGate can run', () => {
  it('runs for a payment with an IPN token and an identifier', () => {
    expect(checkBlocker(payment)).toBeNull();
  });

  it('is blocked with no IPN token, whatever else the payment has', () => {
    expect(checkBlocker({ ...payment, payment_ipn_token: null })).toBe('no-token');
    expect(checkBlocker({ ...payment, payment_ipn_token: '  ' })).toBe('no-token');
    expect(checkBlocker({ id: '', payment_id: '', payment_ipn_token: null })).toBe('no-token');
  });

  it('is blocked when neither id nor payment_id names the transaction', () => {
    expect(checkBlocker({ id: '', payment_id: ' ', payment_ipn_token: 'ipn-1' })).toBe(
      'no-identifier',
    );
  });

  it('sends the id, else the payment_id', () => {
    expect(checkIdentifier({ id: 'GHOST-A', payment_id: 'GHOST-B' })).toBe('GHOST-A');
    expect(checkIdentifier({ id: '', payment_id: 'GHOST-B' })).toBe('GHOST-B');
    expect(checkIdentifier({ id: '', payment_id: '' })).toBeNull();
  });
});

describe('what a check tells the admin', () => {
  it('confirms an updated transaction with amount, coin, TXID and the old and new status', () => {
    const outcome = checkOutcome(
      answer({
        payGateResponse: { status: 'paid', value_coin: '12.00', coin: 'usdc', txid_out: '0xabc' },
        transactionUpdated: true,
        newStatus: 'pending_subscription_update',
        position: 42,
      }),
    );
    expect(outcome).toEqual({
      kind: 'verified',
      paymentId: 'GHOST-ABC123',
      amount: '12.00',
      coin: 'usdc',
      txid: '0xabc',
      oldStatus: 'pending_payment_verification',
      newStatus: 'pending_subscription_update',
    });
  });

  it('warns that the update failed when the provider says paid but nothing was updated', () => {
    const paid = { status: 'paid', value_coin: '3.00', coin: 'usdc', txid_out: '0xabc' } as const;
    expect(
      checkOutcome(
        answer({ payGateResponse: paid, updateFailure: 'paid 3.00, expected 12.00 USD' }),
      ),
    ).toEqual({
      kind: 'update-failed',
      paymentId: 'GHOST-ABC123',
      reason: 'paid 3.00, expected 12.00 USD',
    });
    expect(checkOutcome(answer({ payGateResponse: paid }))).toEqual({
      kind: 'update-failed',
      paymentId: 'GHOST-ABC123',
      reason: null,
    });
  });

  it('shows the provider status and keeps the row when the payment is not completed', () => {
    for (const status of ['unpaid', 'pending', 'unknown'] as const) {
      expect(
        checkOutcome(
          answer({
            payGateResponse: { status, value_coin: null, coin: null, txid_out: null },
          }),
        ),
      ).toEqual({ kind: 'not-completed', paymentId: 'GHOST-ABC123', providerStatus: status });
    }
  });
});
