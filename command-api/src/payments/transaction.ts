import {
  statusAfterVerification,
  type ChainCheckStatus,
  type CryptoType,
  type Money,
  type SubmittedCryptoQuote,
  type PaymentMethod,
  type PortalLanguage,
  type SubscriptionDuration,
  type TransactionEvent,
  type TransactionStatus,
  type TransactionType,
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
  /** A crypto payment submitted with a signed quote: its chain is checked. */
  quoted: QuotedCrypto | null;
  /**
   * The payment whose quoted amount this crypto payment's transfer carries instead, once its
   * claim on the hash is concluded `contested` (quoted or not); null otherwise.
   */
  contestedBy: string | null;
}

/** What the chain check of a quoted crypto payment needs, and where it stands. */
export interface QuotedCrypto {
  coin: CryptoType;
  txid: string;
  quote: SubmittedCryptoQuote;
  /** What was recorded last as seen (a fingerprint), so an unchanged reading records nothing. */
  lastSeen: string | null;
  /** The final verdict, once concluded. */
  verdict: ChainCheckStatus | null;
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

const payerOf = (data: {
  username: string | null;
  email: string | null;
  language?: PortalLanguage | undefined;
}): Payer => ({ username: data.username, email: data.email, language: data.language ?? null });

/**
 * What makes two readings of the chain the same for the log: the verdict so far, the recipient,
 * amount, token, block and confirmations. Another reading with the same fingerprint records nothing.
 */
export const seenFingerprint = (seen: {
  status?: ChainCheckStatus;
  verdict?: ChainCheckStatus;
  recipient: string | null;
  amount: string | null;
  token: string | null;
  block: string | null;
  confirmations: number;
}): string =>
  JSON.stringify([
    seen.verdict ?? seen.status,
    seen.recipient,
    seen.amount,
    seen.token,
    seen.block,
    seen.confirmations,
  ]);

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
        quoted:
          event.data.cryptoType && event.data.cryptoQuote
            ? {
                coin: event.data.cryptoType,
                txid: event.data.txid,
                quote: event.data.cryptoQuote,
                lastSeen: null,
                verdict: null,
              }
            : null,
        contestedBy: null,
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
        quoted: null,
        contestedBy: null,
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
    case 'ChainTransferObserved':
      return state.exists && state.quoted
        ? updated(state, { quoted: { ...state.quoted, lastSeen: seenFingerprint(event.data) } })
        : state;
    case 'ChainCheckConcluded': {
      if (!state.exists) return state;
      const contestedBy = event.data.verdict === 'contested' ? event.data.contestedBy : null;
      return updated(state, {
        contestedBy,
        ...(state.quoted && {
          quoted: {
            ...state.quoted,
            lastSeen: seenFingerprint(event.data),
            verdict: event.data.verdict,
          },
        }),
      });
    }
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
