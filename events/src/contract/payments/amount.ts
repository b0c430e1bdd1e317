import { decimalsOf, toMinor } from '../../catalogue/money.js';
import { paymentCurrencies, type PaymentCurrency } from '../../catalogue/payment-constants.js';

/** A bound of our own, so no typed amount can overflow a sum or a screen. */
export const maxAmount = 1_000_000;

/** What is wrong with the decimals of an amount in a currency: two at most, none for JPY. */
export const decimalsProblem = (amount: number, currency: string): string | null => {
  if (toMinor(amount, currency) !== undefined) return null;
  return decimalsOf(currency) === 0
    ? `must be a whole number in ${currency}`
    : 'must have at most 2 decimals';
};

/**
 * Whether the API takes an amount in a currency (`positiveAmount` in one of the payment
 * currencies, with its decimals), for a screen that must know before it asks without loading the
 * schemas: the payment page quotes a coin only for an amount the quote would take.
 */
export const isPayableAmount = (amount: number, currency: string): currency is PaymentCurrency =>
  (paymentCurrencies as readonly string[]).includes(currency) &&
  amount > 0 &&
  amount <= maxAmount &&
  decimalsProblem(amount, currency) === null;
