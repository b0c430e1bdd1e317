import { streams, type EventStore } from '@ghost/events';
import { readState } from '../handling/stream-state.js';
import { transactionDecider } from './transaction-decider.js';
import type { TransactionState } from './transaction.js';

/** The state of a payment, for a decision that must call the outside world first. */
export const loadTransaction = (
  eventStore: EventStore,
  paymentId: string,
): Promise<TransactionState> =>
  readState(eventStore, streams.transaction(paymentId), transactionDecider);
