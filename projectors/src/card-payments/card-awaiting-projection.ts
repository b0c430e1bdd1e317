import type { DerivedProjection } from '../runner/projection.js';
import { transactionsCollection, type TransactionDoc } from '../transactions/transaction-doc.js';

export const cardAwaitingCollection = 'card_awaiting';

/** A card payment still awaiting verification: the transaction without its history. */
export type CardAwaitingDoc = {
  [Field in keyof TransactionDoc as Field extends 'logs' ? never : Field]: TransactionDoc[Field];
};

const isAwaitingCard = (doc: TransactionDoc | null): doc is TransactionDoc =>
  doc?.payment_method === 'card' && doc.status === 'pending_payment_verification';

/**
 * The card-payment queue of the admin panel: the card transactions awaiting verification,
 * fed by the transaction documents' changes. A row leaves as soon as its status moves on.
 */
export const cardAwaitingProjection: DerivedProjection<TransactionDoc, CardAwaitingDoc> = {
  collection: cardAwaitingCollection,
  source: transactionsCollection,
  indexes: [{ key: { created_at: -1, _id: -1 } }],

  keysOf: ({ key, before, after }) =>
    before?.payment_method === 'card' || after?.payment_method === 'card' ? [key] : [],

  evolve(_doc, { after }) {
    if (!isAwaitingCard(after)) return null;
    return Object.fromEntries(
      Object.entries(after).filter(([field]) => field !== 'logs' && field !== '_position'),
    ) as CardAwaitingDoc;
  },
};
