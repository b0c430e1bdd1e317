import { DomainError, ValidationError, type TransactionEvent } from '@ghost/events';
import { subscriptionRequest } from './subscription-rules.js';
import {
  assertAwaitingVerification,
  assertCardCheckable,
  cardPayment,
  existing,
} from './transaction-guards.js';
import type { ExistingTransaction, TransactionState } from './transaction.js';
import type {
  ConfirmCardPayment,
  ForceVerifyCard,
  MarkCardFailed,
  MarkFailed,
  OverrideStatus,
  RejectCardCallback,
  VerifyPayment,
} from './transaction-commands.js';

/**
 * What verifying a payment records, whoever verifies it: PaymentVerified, and for a PRO payment
 * the request for its subscription. The caller has checked that the payment awaits verification.
 */
export const verified = (
  payment: ExistingTransaction,
  by: 'admin' | 'provider' | 'system',
  notes: string | null,
): TransactionEvent[] => [
  { type: 'PaymentVerified', data: { by, notes } },
  ...subscriptionRequest(payment),
];

export const verifyPayment = (
  command: VerifyPayment,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = existing(state);
  assertAwaitingVerification(payment);
  return verified(payment, 'admin', command.notes);
};

export const forceVerifyCard = (
  command: ForceVerifyCard,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = cardPayment(state);
  assertAwaitingVerification(payment);
  return verified(payment, 'admin', command.notes);
};

export const confirmCardPayment = (
  { confirmation }: ConfirmCardPayment,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = assertCardCheckable(state);
  return [
    { type: 'CardPaymentConfirmedByProvider', data: confirmation },
    ...verified(payment, 'provider', null),
  ];
};

/** Any callback may be refused, whatever the payment's status: the refusal is the record. */
export const rejectCardCallback = (
  { reason, detail, callback }: RejectCardCallback,
  state: TransactionState,
): TransactionEvent[] => {
  cardPayment(state);
  return [
    {
      type: 'CardCallbackRejected',
      data: {
        reason,
        ...(detail === undefined ? {} : { detail: detail.slice(0, 500) }),
        ...(callback === undefined ? {} : { callback }),
      },
    },
  ];
};

const failed = (reason: string): TransactionEvent[] => {
  if (reason.trim() === '') throw new ValidationError('reason', 'A reason is required');
  return [{ type: 'PaymentFailed', data: { by: 'admin', reason: reason.trim() } }];
};

export const markFailed = ({ reason }: MarkFailed, state: TransactionState): TransactionEvent[] => {
  assertAwaitingVerification(existing(state));
  return failed(reason);
};

export const markCardFailed = (
  { reason }: MarkCardFailed,
  state: TransactionState,
): TransactionEvent[] => {
  assertAwaitingVerification(cardPayment(state));
  return failed(reason);
};

/**
 * The correction outside the everyday actions: forward along the lifecycle only. A failed
 * payment stays failed, a completed one is final, and a verified one cannot go back to awaiting
 * verification; a verified PRO payment whose subscription cannot be granted may be failed.
 */
export const overrideStatus = (
  { to, notes }: OverrideStatus,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = existing(state);
  const from = payment.status;
  if (notes.trim() === '') throw new ValidationError('notes', 'notes must say why');
  if (to === from) throw new ValidationError('status', `The payment is already ${from}`);
  const overridden: TransactionEvent = {
    type: 'StatusOverridden',
    data: { from, to, notes: notes.trim() },
  };
  switch (from) {
    case 'failed':
      throw new DomainError('TRANSACTION_ALREADY_FAILED');
    case 'completed':
      throw new DomainError('PAYMENT_ALREADY_VERIFIED');
    case 'pending_subscription_update':
      if (to === 'pending_payment_verification') throw new DomainError('PAYMENT_ALREADY_VERIFIED');
      return [overridden];
    case 'pending_payment_verification':
      if (to !== 'pending_subscription_update') return [overridden];
      if (payment.type !== 'ghost-eshop-pro') throw new DomainError('NOT_A_SUBSCRIPTION');
      return [overridden, ...subscriptionRequest(payment)];
    default: {
      const unknown: never = from;
      return unknown;
    }
  }
};
