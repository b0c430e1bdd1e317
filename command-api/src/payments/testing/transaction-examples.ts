import type { SubmittedCryptoQuote, TransactionEvent } from '@ghost/events';
import { subscriptionRequestIdOf } from '../subscription-rules.js';
import type { StartCardPayment, SubmittedPayment } from '../transaction-commands.js';

/** Payments and facts the given/when/then specs start from. */
export const paymentId = 'GHOST-1732291234567-AB12CD34EF56GH78IJ';

export const cryptoDonation: SubmittedPayment = {
  paymentId,
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

/** A BTC quote as the portal signs it, recorded on a quoted crypto payment. */
export const btcQuote = {
  quoteId: 'q-1',
  cryptoAmount: '0.00012345',
  units: '12345',
  rate: '97200',
  currency: 'USD',
  address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  network: 'bitcoin',
  issuedAt: '2026-11-22T10:00:00.000Z',
  expiresAt: '2026-11-22T10:15:00.000Z',
} as const satisfies SubmittedCryptoQuote;

export const cryptoSubscription: SubmittedPayment = {
  ...cryptoDonation,
  type: 'ghost-eshop-pro',
  amount: { minor: 1200, currency: 'USD' },
  username: 'player1',
  email: 'player1@example.com',
  subscriptionDuration: '3_months',
};

export const giftCardSubscription: SubmittedPayment = {
  ...cryptoSubscription,
  method: 'nintendo-eshop',
  cryptoType: null,
  txid: 'NINTENDO-1732291234567-QWERTY',
  region: 'europe',
  amount: { minor: 1200, currency: 'EUR' },
  giftCards: ['ABCD1234EFGH5678', 'JKLM9876NPQR5432'].map((code, index) => ({
    code: { alg: 'A256GCM', v: 2, kid: 'k', iv: `iv${index}`, tag: 'tag', ct: 'ct' },
    last4: code.slice(-4),
    lookup: String(index).repeat(64),
  })),
};

/** The codes of `giftCardSubscription` in the clear, as the rules check them. */
export const giftCardCodes = ['ABCD1234EFGH5678', 'JKLM9876NPQR5432'];

export const voucherSubscription: SubmittedPayment = {
  ...cryptoSubscription,
  method: 'alternative-rewarble',
  cryptoType: null,
  txid: 'REWARBLE-1732291234567-QWERTY',
  voucher: {
    code: 'RWBL1234ABCD5678',
    type: 'PayPal',
    amount: 12,
    currency: 'USD',
    pin: { alg: 'A256GCM', kid: 'k', iv: 'iv', tag: 'tag', ct: 'ct' },
  },
};

export const cardRequest: StartCardPayment['payment'] = {
  paymentId,
  type: 'ghost-eshop-pro',
  amount: { minor: 1200, currency: 'USD' },
  provider: 'ramp',
  username: 'player1',
  email: 'player1@example.com',
  subscriptionDuration: '3_months',
};

export const price = (minor: number, currency = 'USD') => ({
  ref: `price-${currency}-${minor}`,
  amount: { minor, currency },
});

export const submitted = (payment: SubmittedPayment, priceRef: string | null = null) =>
  ({ type: 'PaymentSubmitted', data: { ...payment, priceRef } }) satisfies TransactionEvent;

export const cardStarted = (overrides: Partial<StartCardPayment['payment']> = {}) =>
  ({
    type: 'CardPaymentStarted',
    data: {
      ...cardRequest,
      ...overrides,
      priceRef: 'price-USD-1200',
      processor: 'paygate',
      ipnToken: 'ipn-token-1',
    },
  }) satisfies TransactionEvent;

export const verifiedBy = (by: 'admin' | 'provider' | 'system', notes: string | null = null) =>
  ({ type: 'PaymentVerified', data: { by, notes } }) satisfies TransactionEvent;

export const subscriptionRequested = {
  type: 'SubscriptionUpdateRequested',
  data: {
    requestId: subscriptionRequestIdOf(paymentId),
    username: 'player1',
    email: 'player1@example.com',
    subscriptionDuration: '3_months',
  },
} satisfies TransactionEvent;

export const failedBy = (by: 'admin' | 'provider' | 'system', reason: string) =>
  ({ type: 'PaymentFailed', data: { by, reason } }) satisfies TransactionEvent;

export const subscriptionUpdated = (by: 'admin' | 'fulfilment', notes: string | null = null) =>
  ({ type: 'SubscriptionUpdated', data: { by, notes } }) satisfies TransactionEvent;

/** Histories in each status, for a PRO payment made in crypto. */
export const proHistories = {
  awaitingVerification: [submitted(cryptoSubscription, 'p')],
  awaitingSubscription: [
    submitted(cryptoSubscription, 'p'),
    verifiedBy('admin'),
    subscriptionRequested,
  ],
  completed: [
    submitted(cryptoSubscription, 'p'),
    verifiedBy('admin'),
    subscriptionRequested,
    subscriptionUpdated('admin'),
  ],
  failed: [submitted(cryptoSubscription, 'p'), failedBy('admin', 'no funds')],
} satisfies Record<string, TransactionEvent[]>;
