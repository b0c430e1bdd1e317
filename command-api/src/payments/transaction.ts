import type {
  PaymentMethod,
  TransactionEvent,
  TransactionStatus,
  TransactionType,
} from '@ghost/events';

/** What the rules of a payment need to know about its past. */
export type TransactionState =
  | { exists: false }
  | {
      exists: true;
      type: TransactionType;
      method: PaymentMethod;
      status: TransactionStatus;
    };

export const initialTransactionState = (): TransactionState => ({ exists: false });

export const evolveTransaction = (
  _state: TransactionState,
  event: TransactionEvent,
): TransactionState => ({
  exists: true,
  type: event.data.type,
  method: event.data.method,
  status: 'pending_payment_verification',
});
