import { DomainError } from '@ghost/events';
import type { ExistingTransaction, TransactionState } from './transaction.js';

/**
 * The refusals shared by the actions on an existing payment, in the order they are checked:
 * it must exist, fit the action's method, and be in a status the action starts from.
 */
export const existing = (state: TransactionState): ExistingTransaction => {
  if (!state.exists) throw new DomainError('PAYMENT_NOT_FOUND');
  return state;
};

export const cardPayment = (state: TransactionState): ExistingTransaction => {
  const payment = existing(state);
  if (payment.method !== 'card') {
    throw new DomainError('WRONG_PAYMENT_METHOD', 'This action applies to card payments only.', {
      method: payment.method,
    });
  }
  return payment;
};

/** Verify and fail start here: a verified payment cannot be modified, a failed one stays failed. */
export const assertAwaitingVerification = (payment: ExistingTransaction): void => {
  switch (payment.status) {
    case 'pending_payment_verification':
      return;
    case 'pending_subscription_update':
    case 'completed':
      throw new DomainError('PAYMENT_ALREADY_VERIFIED');
    case 'failed':
      throw new DomainError('TRANSACTION_ALREADY_FAILED');
    default: {
      const unknown: never = payment.status;
      return unknown;
    }
  }
};

/** A subscription is updated once, for a verified PRO payment that is not failed. */
export const assertSubscriptionUpdatable = (state: TransactionState): ExistingTransaction => {
  const payment = existing(state);
  if (payment.type !== 'ghost-eshop-pro') throw new DomainError('NOT_A_SUBSCRIPTION');
  switch (payment.status) {
    case 'pending_subscription_update':
      return payment;
    case 'pending_payment_verification':
      throw new DomainError('PAYMENT_NOT_VERIFIED');
    case 'completed':
      throw new DomainError('SUBSCRIPTION_ALREADY_UPDATED');
    case 'failed':
      throw new DomainError('TRANSACTION_ALREADY_FAILED');
    default: {
      const unknown: never = payment.status;
      return unknown;
    }
  }
};

/**
 * The processor can be asked about a payment it holds a token for (a card payment), while it
 * awaits verification. Any other payment has no token to ask with.
 */
export const assertCardCheckable = (
  state: TransactionState,
): ExistingTransaction & { ipnToken: string } => {
  const payment = existing(state);
  const { ipnToken } = payment;
  if (ipnToken === null) throw new DomainError('NO_IPN_TOKEN');
  assertAwaitingVerification(payment);
  return { ...payment, ipnToken };
};
