import {
  DomainError,
  ValidationError,
  toMajor,
  type PaymentSubmitted,
  type TransactionEvent,
} from '@ghost/events';
import type { z } from 'zod';
import type { Decider } from '../handling/decider.js';
import type { Price } from './price-book.js';
import {
  evolveTransaction,
  initialTransactionState,
  type TransactionState,
} from './transaction.js';

export type SubmittedPayment = z.infer<(typeof PaymentSubmitted)['schema']>;

export interface SubmitPayment {
  kind: 'SubmitPayment';
  payment: SubmittedPayment;
  /** The active price for a subscription, looked up before deciding; null when there is none. */
  activePrice: Price | null;
}

export type TransactionCommand = SubmitPayment;

const minimumDonationMinor = 100;

const submitPayment = (
  { payment, activePrice }: SubmitPayment,
  state: TransactionState,
): TransactionEvent[] => {
  if (state.exists) throw new DomainError('DUPLICATE_PAYMENT_REF');
  if (payment.type === 'donation') {
    if (payment.method !== 'crypto') {
      throw new ValidationError('payment_method', 'Donations accept cryptocurrency only');
    }
    if (payment.amount.minor < minimumDonationMinor) {
      throw new ValidationError('amount', 'The donation amount must be at least 1');
    }
    return [{ type: 'PaymentSubmitted', data: { ...payment, priceRef: null } }];
  }
  if (!payment.username)
    throw new ValidationError('userUsername', 'userUsername is required for a subscription');
  if (!payment.email)
    throw new ValidationError('userEmail', 'userEmail is required for a subscription');
  if (!payment.subscriptionDuration) {
    throw new ValidationError(
      'subscriptionDuration',
      'subscriptionDuration is required for a subscription',
    );
  }
  if (!activePrice) {
    throw new ValidationError(
      'subscriptionDuration',
      'This duration is not on sale for this payment method',
    );
  }
  const { amount } = payment;
  if (
    amount.currency !== activePrice.amount.currency ||
    amount.minor !== activePrice.amount.minor
  ) {
    throw new ValidationError(
      'amount',
      `The amount must be the current price: ${toMajor(activePrice.amount)} ${activePrice.amount.currency}`,
    );
  }
  return [{ type: 'PaymentSubmitted', data: { ...payment, priceRef: activePrice.ref } }];
};

/** The rules of one payment, from its submission to its end. */
export const transactionDecider: Decider<TransactionState, TransactionCommand, TransactionEvent> = {
  initialState: initialTransactionState,
  evolve: evolveTransaction,
  decide: (command, state) => submitPayment(command, state),
};
