import { DomainError, type Money, type TransactionEvent } from '@ghost/events';
import { assertAwaitingVerification, existing } from './transaction-guards.js';
import type { ExistingTransaction, TransactionState } from './transaction.js';
import type {
  DeferVoucherCheck,
  RecordVoucherRedemption,
  RejectVoucher,
} from './transaction-commands.js';
import { verified } from './verification-rules.js';

/** The notes of a voucher the system verified: who verified it, and why it could. */
export const automaticVerificationNotes =
  'Verified automatically: the voucher was redeemed with its issuer for at least the price, and automatic processing is on';

/** The automatic check concerns a voucher payment the team has not decided on yet. */
const voucherAwaitingVerification = (state: TransactionState): ExistingTransaction => {
  const payment = existing(state);
  if (payment.method !== 'alternative-rewarble') {
    throw new DomainError('WRONG_PAYMENT_METHOD', 'This action applies to vouchers only.', {
      method: payment.method,
    });
  }
  assertAwaitingVerification(payment);
  return payment;
};

/** An invalid or already used voucher fails automatically and grants no subscription. */
export const rejectVoucher = (
  { outcome, reason }: RejectVoucher,
  state: TransactionState,
): TransactionEvent[] => {
  voucherAwaitingVerification(state);
  return [
    { type: 'VoucherRejected', data: { outcome, reason } },
    { type: 'PaymentFailed', data: { by: 'system', reason } },
  ];
};

/** Whether what a voucher was redeemed for pays the payment: its currency, at least its amount. */
export const coversPrice = (value: Money, price: Money): boolean =>
  value.currency === price.currency && value.minor >= price.minor;

/**
 * A voucher redeemed with its issuer is recorded, with what it was worth: it is spent, and can
 * pay for nothing else. By default the payment still awaits the team (the public promise is a
 * team check within 24 to 48 hours), which now knows the voucher is spent for it. With automatic
 * processing on, the system verifies it at once, exactly as an admin's Verify would (and a PRO
 * payment's subscription is requested), but only when the value redeemed covers the price: one
 * that does not waits for the team whatever the switch says.
 */
export const recordVoucherRedemption = (
  { attempt, redemptionId, value, autoProcess }: RecordVoucherRedemption,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = voucherAwaitingVerification(state);
  const covers = coversPrice(value, payment.amount);
  const redeemed: TransactionEvent = {
    type: 'VoucherRedeemed',
    data: { attempt, redemptionId: redemptionId.slice(0, 200), value, coversPrice: covers },
  };
  if (!autoProcess || !covers) return [redeemed];
  return [redeemed, ...verified(payment, 'system', automaticVerificationNotes)];
};

/** The issuer could not be asked: nothing is decided, the check is tried again later. */
export const deferVoucherCheck = (
  { attempt, reason, nextAttemptAt }: DeferVoucherCheck,
  state: TransactionState,
): TransactionEvent[] => {
  voucherAwaitingVerification(state);
  return [
    {
      type: 'VoucherCheckDeferred',
      data: {
        attempt,
        reason: reason.slice(0, 2000),
        nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
      },
    },
  ];
};
