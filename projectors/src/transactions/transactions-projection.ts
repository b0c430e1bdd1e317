import { toMajor, type StoredEvent, type TransactionEvent } from '@ghost/events';
import type { Projection } from '../runner/projection.js';
import { transactionsCollection, type TransactionDoc } from './transaction-doc.js';

const transactionStream = /^transaction-(.+)$/;

const logOf = (event: StoredEvent, action: string, details: string) => ({
  id: event.metadata.eventId,
  action,
  details,
  admin_username:
    event.metadata.actor.kind === 'admin' ? (event.metadata.actor.username ?? null) : null,
  created_at: event.metadata.occurredAt,
});

/** Folds a transaction's events into the document the tracking page and the admin list read. */
export const transactionsProjection: Projection<TransactionDoc> = {
  collection: transactionsCollection,

  keysOf(event) {
    const match = transactionStream.exec(event.streamId);
    return match?.[1] ? [match[1]] : [];
  },

  evolve(doc, stored, key) {
    const event = stored as unknown as StoredEvent & TransactionEvent;
    if (doc) return doc;
    const { data } = event;
    return {
      _id: key,
      payment_id: data.paymentId,
      txid: data.txid,
      user_username: data.username,
      user_email: data.email,
      type: data.type,
      payment_method: data.method,
      crypto_type: data.cryptoType,
      region: data.region,
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
      logs: [logOf(stored, 'payment_submitted', `Submitted by ${data.method}`)],
    };
  },
};
