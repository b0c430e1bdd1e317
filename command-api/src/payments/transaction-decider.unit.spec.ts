import { describe, it } from 'vitest';
import { deciderSpec } from '../handling/decider-spec.js';
import { transactionDecider, type SubmittedPayment } from './transaction-decider.js';

const spec = deciderSpec(transactionDecider);

const donation: SubmittedPayment = {
  paymentId: 'GHOST-1732291234567-AB12CD34EF56GH78IJ',
  type: 'donation',
  method: 'crypto',
  cryptoType: 'btc',
  txid: 'f00d',
  amount: { minor: 1050, currency: 'USD' },
  region: null,
  username: null,
  email: null,
  subscriptionDuration: null,
  priceRef: null,
};

const subscription: SubmittedPayment = {
  ...donation,
  type: 'ghost-eshop-pro',
  amount: { minor: 1200, currency: 'USD' },
  username: 'player1',
  email: 'player1@example.com',
  subscriptionDuration: '3_months',
};

const threeMonths = { ref: 'price-crypto-3', amount: { minor: 1200, currency: 'USD' } };

describe('submitting a payment', () => {
  it('records a crypto donation of at least 1 as submitted, with no price reference', () => {
    spec
      .given([])
      .when({ kind: 'SubmitPayment', payment: donation, activePrice: null })
      .then([{ type: 'PaymentSubmitted', data: donation }]);
  });

  it('refuses a donation under 1', () => {
    spec
      .given([])
      .when({
        kind: 'SubmitPayment',
        payment: { ...donation, amount: { minor: 99, currency: 'USD' } },
        activePrice: null,
      })
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });

  it('refuses a donation by any method but cryptocurrency', () => {
    spec
      .given([])
      .when({
        kind: 'SubmitPayment',
        payment: { ...donation, method: 'nintendo-eshop' },
        activePrice: null,
      })
      .thenRefuses('VALIDATION_ERROR', 'payment_method');
  });

  it('records a subscription at the active price with its price reference', () => {
    spec
      .given([])
      .when({ kind: 'SubmitPayment', payment: subscription, activePrice: threeMonths })
      .then([{ type: 'PaymentSubmitted', data: { ...subscription, priceRef: 'price-crypto-3' } }]);
  });

  it('refuses a subscription whose amount is not the active price: the client is never trusted', () => {
    spec
      .given([])
      .when({
        kind: 'SubmitPayment',
        payment: { ...subscription, amount: { minor: 100, currency: 'USD' } },
        activePrice: threeMonths,
      })
      .thenRefuses('VALIDATION_ERROR', 'amount');
  });

  it('refuses a subscription with no active price for its duration', () => {
    spec
      .given([])
      .when({ kind: 'SubmitPayment', payment: subscription, activePrice: null })
      .thenRefuses('VALIDATION_ERROR', 'subscriptionDuration');
  });

  it('refuses a subscription without username, e-mail or duration', () => {
    for (const [missing, field] of [
      [{ username: null }, 'userUsername'],
      [{ email: null }, 'userEmail'],
      [{ subscriptionDuration: null }, 'subscriptionDuration'],
    ] as const) {
      spec
        .given([])
        .when({
          kind: 'SubmitPayment',
          payment: { ...subscription, ...missing },
          activePrice: threeMonths,
        })
        .thenRefuses('VALIDATION_ERROR', field);
    }
  });

  it('refuses a payment ID that was used already', () => {
    spec
      .given([{ type: 'PaymentSubmitted', data: donation }])
      .when({ kind: 'SubmitPayment', payment: { ...donation, txid: 'other' }, activePrice: null })
      .thenRefuses('DUPLICATE_PAYMENT_REF');
  });
});
