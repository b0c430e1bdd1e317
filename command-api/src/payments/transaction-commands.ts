import type {
  ChainCheckStatus,
  Money,
  CardCallbackRejected,
  CardPaymentStarted,
  NotificationKind,
  PaymentSubmitted,
  PortalLanguage,
  TransactionStatus,
  VoucherRejected,
} from '@ghost/events';
import type { z } from 'zod';
import type { CardPaymentStatus } from '../ports/card-processor.js';
import type { FulfilmentAnswer } from '../ports/subscription-fulfilment.js';
import type { Price } from './price-book.js';

export type SubmittedPayment = z.infer<(typeof PaymentSubmitted)['schema']>;
export type StartedCardPayment = z.infer<(typeof CardPaymentStarted)['schema']>;

/** A visitor's payment made outside the portal, with the active price looked up before. */
export interface SubmitPayment {
  kind: 'SubmitPayment';
  /** As recorded: a gift card's code only sealed (`giftCards`). */
  payment: SubmittedPayment;
  /** The gift-card codes in the clear, for the rules to check; never recorded. */
  giftCardCodes?: readonly string[];
  /** The active price for a subscription; null when there is none (or for a donation). */
  activePrice: Price | null;
}

/** A card payment whose wallet the processor has opened. */
export interface StartCardPayment {
  kind: 'StartCardPayment';
  payment: Omit<StartedCardPayment, 'priceRef' | 'processor' | 'ipnToken'>;
  activePrice: Price | null;
  wallet: { processor: string; ipnToken: string };
}

/** An admin found the money received (crypto, gift card, voucher, or a card by hand). */
export interface VerifyPayment {
  kind: 'VerifyPayment';
  notes: string | null;
}

/** An admin verifies a card payment without the processor's confirmation. */
export interface ForceVerifyCard {
  kind: 'ForceVerifyCard';
  notes: string | null;
}

/** The card processor answered that the payment was received. */
export interface ConfirmCardPayment {
  kind: 'ConfirmCardPayment';
  confirmation: Omit<CardPaymentStatus, 'status'>;
}

/** A callback claiming to come from the card processor was not believed, and why. */
export interface RejectCardCallback {
  kind: 'RejectCardCallback';
  reason: string;
  detail?: string;
  callback?: z.infer<(typeof CardCallbackRejected)['schema']>['callback'];
}

/** The automatic voucher check: the issuer said invalid or used. */
export interface RejectVoucher {
  kind: 'RejectVoucher';
  outcome: z.infer<(typeof VoucherRejected)['schema']>['outcome'];
  reason: string;
}

/** The automatic voucher check: the issuer confirmed the code and redeemed it for the payment. */
export interface RecordVoucherRedemption {
  kind: 'RecordVoucherRedemption';
  attempt: number;
  redemptionId: string;
  /** What the issuer says the voucher was worth. */
  value: Money;
  /**
   * Whether automatic processing (`security_auto_process`) was on as the settings stood when the
   * redemption was recorded: then the system verifies the payment at once, if the value covers it.
   */
  autoProcess: boolean;
}

/** An admin asks to see a gift-card payment's codes in the clear: the reveal is recorded. */
export interface RevealGiftCardCodes {
  kind: 'RevealGiftCardCodes';
  /** How many codes the payment holds, as read from its submission. */
  count: number;
}

/** The automatic voucher check could not ask the issuer; null: no more automatic checks. */
export interface DeferVoucherCheck {
  kind: 'DeferVoucherCheck';
  attempt: number;
  reason: string;
  nextAttemptAt: Date | null;
}

export interface MarkFailed {
  kind: 'MarkFailed';
  reason: string;
}

export interface MarkCardFailed {
  kind: 'MarkCardFailed';
  reason: string;
}

/** An admin granted the subscription by hand. */
export interface UpdateSubscription {
  kind: 'UpdateSubscription';
  notes: string | null;
}

/** The fulfilment webhook was sent; this is its answer. */
export interface RecordSubscriptionDelivery {
  kind: 'RecordSubscriptionDelivery';
  answer: FulfilmentAnswer;
  /** Set when the delivery outbox made the attempt; null for an admin's check. */
  attempt: { number: number; nextAttemptAt: Date | null } | null;
}

/** The e-mail about a fact of the payment was sent, or could not be. */
export interface RecordNotification {
  kind: 'RecordNotification';
  notification: NotificationKind;
  /** The event the e-mail tells of. */
  forEventId: string;
  attempt: number;
  outcome:
    | { sent: true; language: PortalLanguage }
    | { sent: false; error: string; nextAttemptAt: Date | null };
}

/**
 * What the chain check saw of a crypto payment's transaction, and its verdict on it: `settled`
 * once final (enough confirmations, or the deadline passed); `contestedBy` the payment whose
 * quote the transfer carries instead. Amounts in the coin's units.
 */
export interface ChainSighting {
  txid: string;
  status: ChainCheckStatus;
  settled: boolean;
  contestedBy: string | null;
  recipient: string | null;
  amount: string | null;
  token: string | null;
  block: string | null;
  blockTime: string | null;
  confirmations: number;
}

/** The chain check read the payment's transaction (see chain-check-rules). */
export interface RecordChainCheck {
  kind: 'RecordChainCheck';
  seen: ChainSighting;
  requiredConfirmations: number;
  /**
   * Whether automatic processing (`security_auto_process`) was on as the settings stood when the
   * verdict was recorded: then a `matched` payment is verified by the system.
   */
  autoProcess: boolean;
}

/** A super admin sets the status by hand and says why. */
export interface OverrideStatus {
  kind: 'OverrideStatus';
  to: TransactionStatus;
  notes: string;
}

export type TransactionCommand =
  | SubmitPayment
  | StartCardPayment
  | VerifyPayment
  | ForceVerifyCard
  | ConfirmCardPayment
  | RejectCardCallback
  | RejectVoucher
  | RecordVoucherRedemption
  | RevealGiftCardCodes
  | DeferVoucherCheck
  | MarkFailed
  | MarkCardFailed
  | UpdateSubscription
  | RecordSubscriptionDelivery
  | RecordNotification
  | RecordChainCheck
  | OverrideStatus;
