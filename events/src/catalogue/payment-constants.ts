/** Constants of the public specification, section 3 and 9. */
export const paymentIdPrefix = 'GHOST-';
export const transactionTypes = ['ghost-eshop-pro', 'donation'] as const;
export type TransactionType = (typeof transactionTypes)[number];

export const submissionMethods = ['crypto', 'nintendo-eshop', 'alternative-rewarble'] as const;
export const paymentMethods = [...submissionMethods, 'card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const cryptoTypes = ['btc', 'eth', 'usdt', 'bnb', 'sol', 'usdc'] as const;
export type CryptoType = (typeof cryptoTypes)[number];

export const transactionStatuses = [
  'pending_payment_verification',
  'pending_subscription_update',
  'completed',
  'failed',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
