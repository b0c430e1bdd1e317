import { z } from 'zod';
import { sealedSecretSchema } from '../sealing/sealed-secret.js';
import { cardProviderIds } from './card-providers.js';
import { defineEvent, type EventOf } from './define-event.js';
import { subscriptionDurationNames } from './durations.js';
import { moneySchema } from './money.js';
import {
  cryptoTypes,
  paymentMethods,
  transactionStatuses,
  transactionTypes,
  verifierKinds,
  voucherCurrencies,
  voucherTypes,
} from './payment-constants.js';

/** A voucher of the alternative method as submitted; its PIN only ever sealed. */
export const submittedVoucherSchema = z.strictObject({
  code: z.string(),
  type: z.enum(voucherTypes),
  amount: z.number().positive(),
  currency: z.enum(voucherCurrencies),
  pin: sealedSecretSchema.nullable(),
});
export type SubmittedVoucher = z.infer<typeof submittedVoucherSchema>;

/**
 * A visitor submitted a payment made outside the portal (crypto, gift card, voucher) for
 * checking. `giftCardCodes` and `voucher` were added later and are absent from the first crypto
 * submissions, so they are optional rather than a new schema version.
 */
export const PaymentSubmitted = defineEvent(
  'PaymentSubmitted',
  1,
  z.strictObject({
    paymentId: z.string(),
    type: z.enum(transactionTypes),
    method: z.enum(paymentMethods),
    cryptoType: z.enum(cryptoTypes).nullable(),
    txid: z.string(),
    amount: moneySchema,
    region: z.string().nullable(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    subscriptionDuration: z.enum(subscriptionDurationNames).nullable(),
    /** The price entry a subscription's amount was checked against; null for donations. */
    priceRef: z.string().nullable(),
    /** The console-store gift-card codes (upper case, 16 characters each). */
    giftCardCodes: z.array(z.string()).min(1).optional(),
    voucher: submittedVoucherSchema.optional(),
  }),
);

/** A visitor chose to pay by card: the processor opened a wallet and gave its token. */
export const CardPaymentStarted = defineEvent(
  'CardPaymentStarted',
  1,
  z.strictObject({
    paymentId: z.string(),
    type: z.enum(transactionTypes),
    amount: moneySchema,
    processor: z.string(),
    provider: z.enum(cardProviderIds),
    /** The processor's token: the key of every later check and callback. */
    ipnToken: z.string().min(1),
    username: z.string().nullable(),
    email: z.string().nullable(),
    subscriptionDuration: z.enum(subscriptionDurationNames).nullable(),
    priceRef: z.string().nullable(),
  }),
);

/** The card processor said the payment was received. */
export const CardPaymentConfirmedByProvider = defineEvent(
  'CardPaymentConfirmedByProvider',
  1,
  z.strictObject({
    valueCoin: z.string().nullable(),
    coin: z.string().nullable(),
    txidOut: z.string().nullable(),
  }),
);

/** A callback claiming to come from the card processor was not believed. */
export const CardCallbackRejected = defineEvent(
  'CardCallbackRejected',
  1,
  z.strictObject({ reason: z.string().min(1) }),
);

/** The payment was found received: by an admin's check, the card processor, or the system. */
export const PaymentVerified = defineEvent(
  'PaymentVerified',
  1,
  z.strictObject({ by: z.enum(verifierKinds), notes: z.string().nullable() }),
);

/** The voucher's issuer said the code is invalid or already used. */
export const VoucherRejected = defineEvent(
  'VoucherRejected',
  1,
  z.strictObject({ outcome: z.enum(['invalid', 'used']), reason: z.string().min(1) }),
);

/** The payment will not be honoured. Terminal. */
export const PaymentFailed = defineEvent(
  'PaymentFailed',
  1,
  z.strictObject({ by: z.enum(verifierKinds), reason: z.string().min(1) }),
);

/**
 * A verified PRO payment's subscription must be granted: the fact the fulfilment webhook acts
 * on. `requestId` is the same for every delivery attempt, so the receiver can de-duplicate.
 */
export const SubscriptionUpdateRequested = defineEvent(
  'SubscriptionUpdateRequested',
  1,
  z.strictObject({
    requestId: z.string(),
    username: z.string(),
    email: z.string(),
    subscriptionDuration: z.enum(subscriptionDurationNames),
  }),
);

export const SubscriptionWebhookDelivered = defineEvent(
  'SubscriptionWebhookDelivered',
  1,
  z.strictObject({
    requestId: z.string(),
    status: z.int().nullable(),
    response: z.string().max(2000).nullable(),
  }),
);

export const SubscriptionWebhookFailed = defineEvent(
  'SubscriptionWebhookFailed',
  1,
  z.strictObject({
    requestId: z.string(),
    status: z.int().nullable(),
    response: z.string().max(2000).nullable(),
    error: z.string().max(2000).nullable(),
    retryable: z.boolean(),
  }),
);

/** The PRO subscription was granted: confirmed by the fulfilment service or by an admin. */
export const SubscriptionUpdated = defineEvent(
  'SubscriptionUpdated',
  1,
  z.strictObject({ by: z.enum(['admin', 'fulfilment']), notes: z.string().nullable() }),
);

/** A super admin set the status by hand, outside the everyday actions, and said why. */
export const StatusOverridden = defineEvent(
  'StatusOverridden',
  1,
  z.strictObject({
    from: z.enum(transactionStatuses),
    to: z.enum(transactionStatuses),
    notes: z.string().min(1),
  }),
);

export const transactionEvents = [
  PaymentSubmitted,
  CardPaymentStarted,
  CardPaymentConfirmedByProvider,
  CardCallbackRejected,
  PaymentVerified,
  VoucherRejected,
  PaymentFailed,
  SubscriptionUpdateRequested,
  SubscriptionWebhookDelivered,
  SubscriptionWebhookFailed,
  SubscriptionUpdated,
  StatusOverridden,
] as const;
export type TransactionEvent = EventOf<(typeof transactionEvents)[number]>;
