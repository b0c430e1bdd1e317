/** The kinds of payment, their methods, coins, card processors, currencies and gift-card regions. */
export const paymentIdPrefix = 'GHOST-';
export const transactionTypes = ['ghost-eshop-pro', 'donation'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const submissionMethods = ['crypto', 'nintendo-eshop', 'alternative-rewarble'] as const;
export const paymentMethods = [...submissionMethods, 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The methods an admin's transaction may name: the portal's, and the paysafe-style
 * voucher code of the alternative method, which the portal takes no payments for but lists,
 * labels, filters and exports like any other.
 */
export const adminPaymentMethods = [...paymentMethods, 'alternative-paysafe'] as const;
export type AdminPaymentMethod = (typeof adminPaymentMethods)[number];

export const cryptoTypes = ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc'] as const;
export type CryptoType = (typeof cryptoTypes)[number];

export const transactionStatuses = [
  'pending_payment_verification',
  'pending_subscription_update',
  'completed',
  'failed',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/**
 * The status a payment reaches once verified: a PRO payment still awaits its subscription's
 * update; a donation is complete. The payment's rules and its read model both say it from here.
 */
export const statusAfterVerification = (type: TransactionType): TransactionStatus =>
  type === 'ghost-eshop-pro' ? 'pending_subscription_update' : 'completed';

/**
 * The currencies a payment is made in: USD, and EUR and JPY of the gift-card
 * regions. A voucher names its own currency from `voucherCurrencies`.
 */
export const paymentCurrencies = ['USD', 'EUR', 'JPY'] as const;
export type PaymentCurrency = (typeof paymentCurrencies)[number];

/** Gift-card regions of the console store and the currency of each. */
export const giftCardRegions = { europe: 'EUR', us: 'USD', japan: 'JPY' } as const;
export type GiftCardRegion = keyof typeof giftCardRegions;
export const giftCardRegionNames = Object.keys(giftCardRegions) as [
  GiftCardRegion,
  ...GiftCardRegion[],
];

/** The alternative voucher method: the voucher's kind and currency. */
export const voucherTypes = [
  'Wise',
  'PayPal',
  'Bank Transfer',
  'Nintendo',
  'OnlyFans',
  'Other',
] as const;
export type VoucherType = (typeof voucherTypes)[number];
export const voucherCurrencies = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'JPY',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'Other',
] as const;

/** Who may conclude a payment's verification. */
export const verifierKinds = ['admin', 'provider', 'system'] as const;
