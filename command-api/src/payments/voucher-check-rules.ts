import { DomainError, type TransactionEvent } from '@ghost/events';
import { assertAwaitingVerification, existing } from './transaction-guards.js';
import type { ExistingTransaction, TransactionState } from './transaction.js';
import type { AcceptVoucher, DeferVoucherCheck, RejectVoucher } from './transaction-commands.js';
import { verified } from './verification-rules.js';

/** The notes of a voucher the system verified: who verified it, and why it could. */
export const automaticVerificationNotes =
  "Verified automatically: the voucher's issuer confirmed the code and automatic processing is on";

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

/**
 * A valid voucher is recorded. By default it is not verified by the issuer's word alone: the
 * payment still awaits the team (the public spec promises a team check within 24 to 48 hours),
 * which now knows the code is good. With automatic processing on, the system verifies it at once,
 * exactly as an admin's Verify would (and a PRO payment's subscription is requested).
 */
export const acceptVoucher = (
  { attempt, autoProcess }: AcceptVoucher,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = voucherAwaitingVerification(state);
  const accepted: TransactionEvent = { type: 'VoucherAccepted', data: { attempt } };
  if (!autoProcess) return [accepted];
  return [accepted, ...verified(payment, 'system', automaticVerificationNotes)];
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
