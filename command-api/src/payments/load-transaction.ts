import { DomainError, paymentIdPrefix, streams, type EventStore } from '@ghost/events';
import { transactionDecider } from './transaction-decider.js';
import type { TransactionState } from './transaction.js';

/** A payment ID named in a path: any case, but it must look like one. */
export const paymentIdFromPath = (raw: string): string => {
  const paymentId = raw.trim().toUpperCase();
  if (!paymentId.startsWith(paymentIdPrefix) || !/^[A-Z0-9-]{7,100}$/.test(paymentId)) {
    throw new DomainError('INVALID_PAYMENT_ID');
  }
  return paymentId;
};

/** The state of a payment, for a decision that must call the outside world first. */
export const loadTransaction = async (
  eventStore: EventStore,
  paymentId: string,
): Promise<TransactionState> =>
  (await eventStore.readStream(streams.transaction(paymentId))).reduce(
    (state, event) => transactionDecider.evolve(state, event as never),
    transactionDecider.initialState(),
  );
