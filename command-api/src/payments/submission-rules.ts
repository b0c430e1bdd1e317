import {
  DomainError,
  ValidationError,
  cardProviders,
  toMajor,
  type Money,
  type SubscriptionDuration,
  type TransactionEvent,
} from '@ghost/events';
import {
  assertGiftCards,
  assertSealedAsGiven,
  assertVoucher,
  assertVoucherCoversPrice,
} from './payment-proofs.js';
import type { Price } from './price-book.js';
import type { TransactionState } from './transaction.js';
import type { StartCardPayment, SubmitPayment } from './transaction-commands.js';

const minimumDonation = 1;

interface Subscription {
  username: string | null;
  email: string | null;
  subscriptionDuration: SubscriptionDuration | null;
  amount: Money;
}

/**
 * A subscription names who it is for and costs exactly the active price of its method, region
 * and duration: the client's amount is checked, never trusted. Returns the price's reference.
 */
const assertSubscriptionPrice = (
  subscription: Subscription,
  activePrice: Price | null,
  fields: { username: string; email: string },
): string => {
  if (!subscription.username) {
    throw new ValidationError(
      fields.username,
      `Missing required fields: ${fields.username}`,
      'missing_field',
    );
  }
  if (!subscription.email) {
    throw new ValidationError(
      fields.email,
      `Missing required fields: ${fields.email}`,
      'missing_field',
    );
  }
  if (!subscription.subscriptionDuration) {
    throw new ValidationError(
      'subscriptionDuration',
      'Missing required fields: subscriptionDuration',
      'missing_field',
    );
  }
  if (!activePrice) {
    throw new ValidationError(
      'subscriptionDuration',
      'This duration is not on sale for this payment method',
      'duration_unavailable',
    );
  }
  const { amount } = subscription;
  if (
    amount.currency !== activePrice.amount.currency ||
    amount.minor !== activePrice.amount.minor
  ) {
    throw new ValidationError(
      'amount',
      `The amount must be the current price: ${toMajor(activePrice.amount)} ${activePrice.amount.currency}`,
      'price_changed',
    );
  }
  return activePrice.ref;
};

/**
 * A payment submitted with its proof (a crypto hash, gift cards, a voucher): a new payment ID, a
 * method its type accepts, a proof that covers it and, for a subscription, its current price.
 */
export const decideSubmission = (
  { payment, giftCardCodes, activePrice }: SubmitPayment,
  state: TransactionState,
): TransactionEvent[] => {
  if (state.exists) throw new DomainError('DUPLICATE_PAYMENT_REF');
  if (payment.type === 'donation' && payment.method !== 'crypto') {
    throw new ValidationError('payment_method', 'Donations accept cryptocurrency only');
  }
  switch (payment.method) {
    case 'crypto':
      break;
    case 'nintendo-eshop':
      assertGiftCards(giftCardCodes, payment.region, payment.amount);
      assertSealedAsGiven(payment, giftCardCodes);
      break;
    case 'alternative-rewarble':
      assertVoucher(payment.voucher);
      break;
    case 'card':
      throw new ValidationError('payment_method', 'Card payments start with a card wallet');
    default: {
      const unknown: never = payment.method;
      return unknown;
    }
  }
  if (payment.type === 'donation') {
    if (toMajor(payment.amount) < minimumDonation) {
      throw new ValidationError(
        'amount',
        'The donation amount must be at least 1',
        'donation_minimum',
      );
    }
    return [{ type: 'PaymentSubmitted', data: { ...payment, priceRef: null } }];
  }
  const priceRef = assertSubscriptionPrice(payment, activePrice, {
    username: 'userUsername',
    email: 'userEmail',
  });
  if (payment.voucher) assertVoucherCoversPrice(payment.voucher, payment.amount);
  return [{ type: 'PaymentSubmitted', data: { ...payment, priceRef } }];
};

/** A card subscription at its price, with a provider that takes that amount. */
export const decideCardStart = (
  { payment, activePrice, wallet }: StartCardPayment,
  state: TransactionState,
): TransactionEvent[] => {
  if (state.exists) throw new DomainError('DUPLICATE_PAYMENT_REF');
  if (payment.type === 'donation') {
    throw new ValidationError('paymentType', 'Donations accept cryptocurrency only');
  }
  if (payment.amount.currency !== 'USD') {
    throw new ValidationError('currency', 'Card payments are made in USD');
  }
  const priceRef = assertSubscriptionPrice(payment, activePrice, {
    username: 'userInfo.username',
    email: 'userInfo.email',
  });
  if (toMajor(payment.amount) < cardProviders[payment.provider].minimumUsd) {
    throw new ValidationError(
      'provider',
      'Selected provider is not available for this amount',
      'provider_minimum',
    );
  }
  return [
    {
      type: 'CardPaymentStarted',
      data: { ...payment, priceRef, processor: wallet.processor, ipnToken: wallet.ipnToken },
    },
  ];
};
