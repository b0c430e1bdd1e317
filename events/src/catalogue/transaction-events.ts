import { z } from 'zod';
import { sealedSecretSchema } from '../sealing/sealed-secret.js';
import { cardProviderIds } from './card-providers.js';
import { chainCheckEvents, submittedCryptoQuoteSchema } from './chain-check-events.js';
import { defineEvent, type EventOf } from './define-event.js';
import { subscriptionDurationNames } from './durations.js';
import { notificationKinds, portalLanguages } from './languages.js';
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
 * A console-store gift card's code as the log keeps it: sealed for the payment's stream (opened
 * only when an admin asks to see it, and that is recorded), its last four characters to show it
 * masked, and its keyed hash (`lookup`, hex) to find the payment by the code.
 */
export const sealedGiftCardSchema = z.strictObject({
  code: sealedSecretSchema,
  last4: z.string().regex(/^[A-Z0-9]{4}$/),
  lookup: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SealedGiftCard = z.infer<typeof sealedGiftCardSchema>;

/** Which attempt of a background delivery an event records, and when the next one is due. */
const attempt = z.int().positive();
const nextAttemptAt = z.iso.datetime().nullable();
/** Texts of outside systems kept in the log: enough to diagnose, never a dump. */
const recordedText = z.string().max(2000);

/**
 * A visitor submitted a payment made outside the portal (crypto, gift card, voucher) for
 * checking. `giftCardCodes`, `voucher`, `language`, `giftCards`, `cryptoQuote` and `contests` were added later and are absent
 * from the first submissions, so they are optional rather than a new schema version. Gift-card
 * codes are written sealed (`giftCards`); `giftCardCodes`, the codes in the clear, is only in
 * submissions recorded before, which every reader masks (the read model) or redacts (the audit).
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
    /** Recorded before codes were sealed: the gift-card codes in the clear. Never written now. */
    giftCardCodes: z.array(z.string()).min(1).optional(),
    voucher: submittedVoucherSchema.optional(),
    /** The payer's language, for the e-mails about the payment (English when absent). */
    language: z.enum(portalLanguages).optional(),
    /** The console-store gift cards, each code sealed (see sealedGiftCardSchema). */
    giftCards: z.array(sealedGiftCardSchema).min(1).optional(),
    /**
     * A crypto payment's signed quote (see submittedCryptoQuoteSchema): its chain is checked.
     * null or absent: no quote (no rate could be had, or submitted before quotes), staff check.
     */
    cryptoQuote: submittedCryptoQuoteSchema.nullable().optional(),
    /**
     * A quoted crypto payment whose hash another payment had named first, accepted because the
     * chain showed the transfer carrying this payment's quoted amount: that other payment's ID.
     * Its claim is contested (the chain check concludes it `contested` by this payment). Absent
     * for every other submission.
     */
    contests: z.string().min(1).max(64).optional(),
  }),
);

export type SubmittedPaymentData = z.infer<(typeof PaymentSubmitted)['schema']>;

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
    /** The payer's language (added later, so optional). */
    language: z.enum(portalLanguages).optional(),
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

/** What a card processor's callback claimed, each value as received (cut to 200 characters). */
const claimedValue = z.string().max(200).nullable();

/**
 * A callback claiming to come from the card processor was not believed. Recorded on the payment's
 * stream, or, when it names no card payment we know, on the stream of such callbacks with the
 * `paymentId` it named. `detail`, `paymentId` and `callback` were added later (optional).
 */
export const CardCallbackRejected = defineEvent(
  'CardCallbackRejected',
  1,
  z.strictObject({
    reason: z.string().min(1),
    detail: z.string().max(500).optional(),
    paymentId: claimedValue.optional(),
    callback: z
      .strictObject({
        valueCoin: claimedValue,
        coin: claimedValue,
        txidIn: claimedValue,
        txidOut: claimedValue,
      })
      .optional(),
  }),
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

/**
 * The voucher's issuer said the code is valid: the payment awaits the team's verification, or,
 * with automatic processing on, the system's PaymentVerified follows at once. Recorded before
 * vouchers were redeemed (VoucherRedeemed); kept for the logs that hold it.
 */
export const VoucherAccepted = defineEvent('VoucherAccepted', 1, z.strictObject({ attempt }));

/**
 * The voucher was redeemed with its issuer for this payment: spent, so it can pay for nothing
 * else. `value` is what the issuer says it was worth; `coversPrice` whether that is the payment's
 * currency and at least its amount. Only a voucher that covers the price may be verified by the
 * system (automatic processing on); one that does not waits for the team.
 */
export const VoucherRedeemed = defineEvent(
  'VoucherRedeemed',
  1,
  z.strictObject({
    attempt,
    /** The issuer's reference of the redemption. */
    redemptionId: z.string().min(1).max(200),
    value: moneySchema,
    coversPrice: z.boolean(),
  }),
);

/**
 * The voucher's issuer could not be asked (no answer, an error, an answer we cannot read): the
 * code is neither accepted nor refused. Checked again at `nextAttemptAt`; null: no more automatic
 * checks, the team checks the code by hand.
 */
export const VoucherCheckDeferred = defineEvent(
  'VoucherCheckDeferred',
  1,
  z.strictObject({ attempt, reason: recordedText.min(1), nextAttemptAt }),
);

/**
 * An admin was shown the payment's gift-card codes in the clear, at their request: who and when
 * are the event's metadata. The codes themselves stay sealed in the log.
 */
export const GiftCardCodesRevealed = defineEvent(
  'GiftCardCodesRevealed',
  1,
  z.strictObject({ count: z.int().positive() }),
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

/**
 * The fulfilment webhook was answered with a success. `attempt` is set when the delivery outbox
 * made it (absent: an admin's check), an optional field added later.
 */
export const SubscriptionWebhookDelivered = defineEvent(
  'SubscriptionWebhookDelivered',
  1,
  z.strictObject({
    requestId: z.string(),
    status: z.int().nullable(),
    response: recordedText.nullable(),
    attempt: attempt.optional(),
  }),
);

/**
 * The fulfilment webhook was not delivered. When the outbox made the attempt, `attempt` numbers
 * it and `nextAttemptAt` says when it tries again (null: it will not); an admin's check has
 * neither and changes no schedule.
 */
export const SubscriptionWebhookFailed = defineEvent(
  'SubscriptionWebhookFailed',
  1,
  z.strictObject({
    requestId: z.string(),
    status: z.int().nullable(),
    response: recordedText.nullable(),
    error: recordedText.nullable(),
    retryable: z.boolean(),
    attempt: attempt.optional(),
    nextAttemptAt: nextAttemptAt.optional(),
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

/**
 * The payer was sent the e-mail about a fact of their payment (`forEventId`: the event it tells
 * of), in their language. Recorded so that no restart sends it twice.
 */
export const PaymentNotificationSent = defineEvent(
  'PaymentNotificationSent',
  1,
  z.strictObject({
    notification: z.enum(notificationKinds),
    forEventId: z.uuid(),
    language: z.enum(portalLanguages),
    attempt,
  }),
);

/** The e-mail could not be sent; tried again at `nextAttemptAt` (null: given up). */
export const PaymentNotificationFailed = defineEvent(
  'PaymentNotificationFailed',
  1,
  z.strictObject({
    notification: z.enum(notificationKinds),
    forEventId: z.uuid(),
    attempt,
    error: recordedText.min(1),
    nextAttemptAt,
  }),
);

export const transactionEvents = [
  PaymentSubmitted,
  CardPaymentStarted,
  CardPaymentConfirmedByProvider,
  CardCallbackRejected,
  PaymentVerified,
  VoucherRejected,
  VoucherAccepted,
  VoucherRedeemed,
  VoucherCheckDeferred,
  GiftCardCodesRevealed,
  PaymentFailed,
  SubscriptionUpdateRequested,
  SubscriptionWebhookDelivered,
  SubscriptionWebhookFailed,
  SubscriptionUpdated,
  StatusOverridden,
  PaymentNotificationSent,
  PaymentNotificationFailed,
  ...chainCheckEvents,
] as const;
export type TransactionEvent = EventOf<(typeof transactionEvents)[number]>;
