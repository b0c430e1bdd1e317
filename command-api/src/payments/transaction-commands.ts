import type {
  CardPaymentStarted,
  PaymentSubmitted,
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
  payment: SubmittedPayment;
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

export interface RejectCardCallback {
  kind: 'RejectCardCallback';
  reason: string;
}

export interface RejectVoucher {
  kind: 'RejectVoucher';
  outcome: z.infer<(typeof VoucherRejected)['schema']>['outcome'];
  reason: string;
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
  | MarkFailed
  | MarkCardFailed
  | UpdateSubscription
  | RecordSubscriptionDelivery
  | OverrideStatus;
