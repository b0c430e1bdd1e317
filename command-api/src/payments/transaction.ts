import type {
  Money,
  PaymentMethod,
  PortalLanguage,
  SubscriptionDuration,
  TransactionEvent,
  TransactionStatus,
  TransactionType,
} from '@ghost/events';

/** Who a PRO subscription is for. */
export interface Subscriber {
  username: string;
  email: string;
  duration: SubscriptionDuration;
}

/** Who paid, as far as the payment says: where its e-mails go, and in which language. */
export interface Payer {
  username: string | null;
  email: string | null;
  language: PortalLanguage | null;
}

export interface ExistingTransaction {
  exists: true;
  paymentId: string;
  type: TransactionType;
  method: PaymentMethod;
  status: TransactionStatus;
  amount: Money;
  /** The card processor's token; null for payments made outside the portal. */
  ipnToken: string | null;
  /** The card processor's confirmation is recorded: a later callback is a replay. */
  providerConfirmed: boolean;
  subscriber: Subscriber | null;
  payer: Payer;
}

/** What the rules of a payment need to know about its past. */
export type TransactionState = { exists: false } | ExistingTransaction;

export const initialTransactionState = (): TransactionState => ({ exists: false });

const subscriberOf = (data: {
  type: TransactionType;
  username: string | null;
  email: string | null;
  subscriptionDuration: SubscriptionDuration | null;
}): Subscriber | null =>
  data.type === 'ghost-eshop-pro' && data.username && data.email && data.subscriptionDuration
    ? { username: data.username, email: data.email, duration: data.subscriptionDuration }
    : null;

/** The status a payment reaches once verified: a PRO payment still awaits its subscription. */
export const statusAfterVerification = (type: TransactionType): TransactionStatus =>
  type === 'ghost-eshop-pro' ? 'pending_subscription_update' : 'completed';

const payerOf = (data: {
  username: string | null;
  email: string | null;
  language?: PortalLanguage | undefined;
}): Payer => ({ username: data.username, email: data.email, language: data.language ?? null });

const updated = (
  state: TransactionState,
  change: Partial<Omit<ExistingTransaction, 'exists'>>,
): TransactionState => (state.exists ? { ...state, ...change } : state);

export const evolveTransaction = (
  state: TransactionState,
  event: TransactionEvent,
): TransactionState => {
  switch (event.type) {
    case 'PaymentSubmitted':
      return {
        exists: true,
        paymentId: event.data.paymentId,
        type: event.data.type,
        method: event.data.method,
        status: 'pending_payment_verification',
        amount: event.data.amount,
        ipnToken: null,
        providerConfirmed: false,
        subscriber: subscriberOf(event.data),
        payer: payerOf(event.data),
      };
    case 'CardPaymentStarted':
      return {
        exists: true,
        paymentId: event.data.paymentId,
        type: event.data.type,
        method: 'card',
        status: 'pending_payment_verification',
        amount: event.data.amount,
        ipnToken: event.data.ipnToken,
        providerConfirmed: false,
        subscriber: subscriberOf(event.data),
        payer: payerOf(event.data),
      };
    case 'PaymentVerified':
      return state.exists ? updated(state, { status: statusAfterVerification(state.type) }) : state;
    case 'PaymentFailed':
      return updated(state, { status: 'failed' });
    case 'SubscriptionUpdated':
      return updated(state, { status: 'completed' });
    case 'StatusOverridden':
      return updated(state, { status: event.data.to });
    case 'CardPaymentConfirmedByProvider':
      return updated(state, { providerConfirmed: true });
    // Facts that explain a change recorded by the event that follows them, or change nothing.
    case 'CardCallbackRejected':
    case 'SubscriptionUpdateRequested':
    case 'VoucherRejected':
    case 'VoucherAccepted':
    case 'VoucherRedeemed':
    case 'VoucherCheckDeferred':
    case 'GiftCardCodesRevealed':
    case 'SubscriptionWebhookDelivered':
    case 'SubscriptionWebhookFailed':
    case 'PaymentNotificationSent':
    case 'PaymentNotificationFailed':
      return state;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};
