import {
  legacyGiftCardLookup,
  maskGiftCardCode,
  statusAfterVerification,
  toMajor,
  transactionEvents,
  typesOf,
  type StoredEvent,
  type SubmittedVoucher,
  type TransactionEvent,
} from '@ghost/events';
import { flat } from '../read-store/flat-string.js';
import type { Projection } from '../runner/projection.js';
import {
  chainCheckOf,
  chainCheckOpened,
  chainConcludedDetails,
  chainObservedDetails,
} from './chain-check-changes.js';
import {
  transactionsCollection,
  type TransactionDoc,
  type TransactionLog,
} from './transaction-doc.js';

const transactionStream = /^transaction-(.+)$/;

type Stored<E> = E & Omit<StoredEvent, 'type' | 'data'>;
type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>;

const logOf = (event: StoredEvent, action: string, details: string): TransactionLog => ({
  id: event.metadata.eventId,
  action,
  details,
  admin_username:
    event.metadata.actor.kind === 'admin' ? (event.metadata.actor.username ?? null) : null,
  created_at: event.metadata.occurredAt,
});

/** What an admin may see of a voucher: everything but the PIN, and whether one was given. */
const paymentCodeOf = (voucher: SubmittedVoucher): string =>
  JSON.stringify({
    code: voucher.code,
    type: voucher.type,
    amount: voucher.amount,
    currency: voucher.currency,
    pin_provided: voucher.pin !== null,
  });

const withNote = (text: string, notes: string | null) => (notes ? flat`${text}: ${notes}` : text);

/**
 * What the read model keeps of a submission's gift cards: each code masked, and the hash to find
 * the payment by it. A submission recorded before codes were sealed holds them in the clear: they
 * are masked here the same way, and found by their unkeyed hash.
 */
const giftCardsOf = (
  data: Of<'PaymentSubmitted'>['data'],
): Pick<TransactionDoc, 'gift_card_codes' | 'gift_card_lookups'> => {
  if (data.giftCards) {
    return {
      gift_card_codes: data.giftCards.map((card) => maskGiftCardCode(card.last4)),
      gift_card_lookups: data.giftCards.map((card) => card.lookup),
    };
  }
  if (data.giftCardCodes) {
    return {
      gift_card_codes: data.giftCardCodes.map((code) => maskGiftCardCode(code.slice(-4))),
      gift_card_lookups: data.giftCardCodes.map(legacyGiftCardLookup),
    };
  }
  return { gift_card_codes: null, gift_card_lookups: null };
};

/** What a payment's first event opens, whichever way it was paid: the document before any change. */
const opened = (
  event: Stored<Of<'PaymentSubmitted'>> | Stored<Of<'CardPaymentStarted'>>,
  key: string,
  proof: Pick<
    TransactionDoc,
    | 'txid'
    | 'payment_method'
    | 'crypto_type'
    | 'region'
    | 'processor'
    | 'payment_provider'
    | 'payment_ipn_token'
    | 'payment_code'
    | 'gift_card_codes'
    | 'gift_card_lookups'
    | 'chain_check'
  >,
  log: { action: string; details: string },
): TransactionDoc => {
  const { data } = event;
  return {
    // The data's copy of the id when it is the same: the key is a slice of the stream's name and
    // would keep that alive too, in every one of the documents a replay loads.
    _id: key === data.paymentId ? data.paymentId : key,
    // Stamped by the runner anyway; in the literal it is a field of the object rather than one
    // added later, into a second allocation.
    _position: event.position,
    id: data.paymentId,
    payment_id: data.paymentId,
    user_username: data.username,
    user_email: data.email,
    type: data.type,
    // Field by field rather than spread: after a spread, V8 adds the fields one at a time into a
    // second allocation instead of building the object from the literal's shape.
    txid: proof.txid,
    payment_method: proof.payment_method,
    crypto_type: proof.crypto_type,
    region: proof.region,
    processor: proof.processor,
    payment_provider: proof.payment_provider,
    payment_ipn_token: proof.payment_ipn_token,
    payment_code: proof.payment_code,
    gift_card_codes: proof.gift_card_codes,
    gift_card_lookups: proof.gift_card_lookups,
    chain_check: proof.chain_check,
    amount: toMajor(data.amount),
    amount_minor: data.amount.minor,
    currency: data.amount.currency,
    status: 'pending_payment_verification',
    payment_verified: false,
    subscription_updated: false,
    subscription_duration: data.subscriptionDuration,
    notes: null,
    created_at: event.metadata.occurredAt,
    updated_at: event.metadata.occurredAt,
    logs: [logOf(event, log.action, log.details)],
  };
};

const submitted = (event: Stored<Of<'PaymentSubmitted'>>, key: string): TransactionDoc => {
  const { data } = event;
  const giftCards = giftCardsOf(data);
  const proof =
    data.method === 'crypto'
      ? (data.cryptoType ?? 'crypto').toUpperCase()
      : giftCards.gift_card_codes
        ? `${giftCards.gift_card_codes.length} gift card(s), ${String(data.region)}`
        : `${data.voucher?.type ?? 'voucher'} voucher`;
  return opened(
    event,
    key,
    {
      txid: data.txid,
      payment_method: data.method,
      crypto_type: data.cryptoType,
      region: data.region,
      processor: null,
      payment_provider: null,
      payment_ipn_token: null,
      payment_code: data.voucher ? paymentCodeOf(data.voucher) : null,
      ...giftCards,
      chain_check: chainCheckOpened(data),
    },
    {
      action: 'payment_submitted',
      details: flat`Submitted ${toMajor(data.amount)} ${data.amount.currency} by ${data.method} (${proof})`,
    },
  );
};

const cardStarted = (event: Stored<Of<'CardPaymentStarted'>>, key: string): TransactionDoc => {
  const { data } = event;
  return opened(
    event,
    key,
    {
      txid: null,
      payment_method: 'card',
      crypto_type: null,
      region: null,
      processor: data.processor,
      payment_provider: data.provider,
      payment_ipn_token: data.ipnToken,
      payment_code: null,
      gift_card_codes: null,
      gift_card_lookups: null,
      chain_check: null,
    },
    {
      action: 'card_payment_started',
      details: flat`Card payment of ${toMajor(data.amount)} ${data.amount.currency} opened with ${data.provider} through ${data.processor}`,
    },
  );
};

interface Change {
  action: string;
  details: string;
  patch: Partial<TransactionDoc>;
  /** A fact about the payment that does not change it (an e-mail sent): updated_at stays. */
  quiet?: boolean;
}

const nextTry = (nextAttemptAt: string | null | undefined, otherwise: string) =>
  nextAttemptAt ? `trying again at ${nextAttemptAt}` : otherwise;

/**
 * How an event after the first changes the document, and the history line it adds; null for a
 * second start, which the rules never let happen.
 */
const changeOf = (doc: TransactionDoc, event: TransactionEvent): Change | null => {
  switch (event.type) {
    case 'PaymentSubmitted':
    case 'CardPaymentStarted':
      return null;
    case 'CardPaymentConfirmedByProvider': {
      const { valueCoin, coin, txidOut } = event.data;
      return {
        action: 'card_payment_confirmed',
        details: flat`The card processor confirmed the payment: ${valueCoin ?? '?'} ${coin ?? ''}, txid ${txidOut ?? 'none'}`,
        patch: { txid: txidOut ?? doc.txid },
      };
    }
    case 'CardCallbackRejected':
      return {
        action: 'card_callback_rejected',
        details: flat`A card processor callback was rejected: ${event.data.reason}${event.data.detail ? ` (${event.data.detail})` : ''}`,
        patch: {},
      };
    case 'PaymentVerified':
      return {
        action: 'payment_verified',
        // The system's notes are its own account of how and why it verified (a voucher its
        // issuer confirmed, with automatic processing on): they are the line, not a note to it.
        details:
          event.data.by === 'system'
            ? (event.data.notes ?? 'Payment verified automatically')
            : withNote(
                event.data.by === 'admin'
                  ? 'Payment verified by an admin'
                  : 'Payment verified by the card processor',
                event.data.notes,
              ),
        patch: {
          status: statusAfterVerification(doc.type),
          payment_verified: true,
          notes: event.data.notes ?? doc.notes,
        },
      };
    case 'VoucherRejected':
      return {
        action: 'voucher_rejected',
        details: flat`The voucher issuer said the code is ${event.data.outcome === 'used' ? 'already used' : 'invalid'}: ${event.data.reason}`,
        patch: {},
      };
    case 'VoucherAccepted':
      return {
        action: 'voucher_accepted',
        details: 'The voucher issuer said the code is valid; the payment awaits verification',
        patch: {},
      };
    case 'VoucherRedeemed': {
      const { value, redemptionId, coversPrice } = event.data;
      const worth = `${toMajor(value)} ${value.currency}`;
      return {
        action: 'voucher_redeemed',
        details: coversPrice
          ? flat`The voucher was redeemed with its issuer for ${worth} (${redemptionId}); it covers the price`
          : flat`The voucher was redeemed with its issuer for ${worth} (${redemptionId}); it does not cover the price of ${doc.amount} ${doc.currency}: the team decides`,
        patch: {},
      };
    }
    case 'GiftCardCodesRevealed':
      return {
        action: 'gift_card_codes_revealed',
        details:
          event.data.count === 1
            ? "The gift card code was shown in the clear at an admin's request"
            : flat`The ${event.data.count} gift card codes were shown in the clear at an admin's request`,
        patch: {},
        quiet: true,
      };
    case 'VoucherCheckDeferred':
      return {
        action: 'voucher_check_deferred',
        details: flat`The voucher issuer could not be asked (${event.data.reason}); ${nextTry(event.data.nextAttemptAt, 'no more automatic checks, check the code by hand')}`,
        patch: {},
      };
    case 'PaymentFailed':
      return {
        action: 'payment_failed',
        details: flat`Marked as failed: ${event.data.reason}`,
        patch: { status: 'failed', notes: event.data.reason },
      };
    case 'SubscriptionUpdateRequested':
      return {
        action: 'subscription_update_requested',
        details: flat`Subscription of ${event.data.subscriptionDuration} requested for ${event.data.username}`,
        patch: {},
      };
    case 'SubscriptionWebhookDelivered':
      return {
        action: 'subscription_webhook_delivered',
        details: flat`Subscription sent to the fulfilment service (HTTP ${event.data.status ?? 'none'})`,
        patch: {},
      };
    case 'SubscriptionWebhookFailed':
      return {
        action: 'subscription_webhook_failed',
        details: flat`Subscription could not be sent: ${event.data.error ?? `HTTP ${event.data.status ?? 'none'}`}${
          event.data.attempt === undefined
            ? ''
            : `; attempt ${event.data.attempt}, ${nextTry(event.data.nextAttemptAt, 'no more automatic attempts')}`
        }`,
        patch: {},
      };
    case 'SubscriptionUpdated':
      return {
        action: 'subscription_updated',
        details: withNote(
          event.data.by === 'admin'
            ? 'Subscription updated by an admin'
            : 'Subscription activated by the fulfilment service',
          event.data.notes,
        ),
        patch: {
          status: 'completed',
          subscription_updated: true,
          notes: event.data.notes ?? doc.notes,
        },
      };
    case 'StatusOverridden': {
      const { from, to, notes } = event.data;
      const verified = to === 'pending_subscription_update' || to === 'completed';
      return {
        action: 'status_overridden',
        details: flat`Status set by hand from ${from} to ${to}: ${notes}`,
        patch: {
          status: to,
          payment_verified: doc.payment_verified || verified,
          subscription_updated:
            doc.subscription_updated || (to === 'completed' && doc.type === 'ghost-eshop-pro'),
          notes,
        },
      };
    }
    case 'ChainTransferObserved':
      return {
        action: 'chain_transfer_observed',
        details: chainObservedDetails(event.data),
        patch: { chain_check: chainCheckOf(event.data) },
      };
    case 'ChainCheckConcluded':
      return {
        action: 'chain_check_concluded',
        details: chainConcludedDetails(event.data),
        patch: { chain_check: chainCheckOf(event.data) },
      };
    case 'PaymentNotificationSent':
      return {
        action: 'notification_sent',
        details: flat`E-mail sent to the payer: ${event.data.notification} (${event.data.language})`,
        patch: {},
        quiet: true,
      };
    case 'PaymentNotificationFailed':
      return {
        action: 'notification_failed',
        details: flat`The ${event.data.notification} e-mail could not be sent: ${event.data.error}; ${nextTry(event.data.nextAttemptAt, 'given up')}`,
        patch: {},
        quiet: true,
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
};

/** Folds a transaction's events into the document the tracking page and the admin list read. */
export const transactionsProjection: Projection<TransactionDoc> = {
  collection: transactionsCollection,
  canHandle: typesOf(transactionEvents),

  keysOf(event) {
    const match = transactionStream.exec(event.streamId);
    return match?.[1] ? [match[1]] : [];
  },

  evolve(doc, stored, key) {
    const event = stored as Stored<TransactionEvent>;
    if (!doc) {
      if (event.type === 'PaymentSubmitted') return submitted(event, key);
      if (event.type === 'CardPaymentStarted') return cardStarted(event, key);
      return null;
    }
    const change = changeOf(doc, event);
    if (!change) return doc;
    const { action, details, patch, quiet } = change;
    return {
      ...doc,
      ...patch,
      updated_at: quiet ? doc.updated_at : stored.metadata.occurredAt,
      logs: [...doc.logs, logOf(stored, action, details)],
    };
  },
};
