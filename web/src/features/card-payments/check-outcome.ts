import type {
  AdminTransaction,
  CardPaymentStatusName,
  PayGateVerifyAnswer,
  TransactionStatus,
} from '@ghost/events/contract';

/** Why a row's "Check PayGate" cannot run. */
export type CheckBlocker = 'no-token' | 'no-identifier';

/** The identifier the check sends: the id, else the payment ID; null when neither is there. */
export const checkIdentifier = (payment: Pick<AdminTransaction, 'id' | 'payment_id'>) => {
  const identifier = payment.id.trim() || payment.payment_id.trim();
  return identifier === '' ? null : identifier;
};

/**
 * What keeps the check from running: the processor's token is asked for first, since without it
 * the processor cannot be asked at all, then an identifier to name the payment by.
 */
export const checkBlocker = (
  payment: Pick<AdminTransaction, 'id' | 'payment_id' | 'payment_ipn_token'>,
): CheckBlocker | null => {
  if (!payment.payment_ipn_token?.trim()) return 'no-token';
  if (checkIdentifier(payment) === null) return 'no-identifier';
  return null;
};

/** What the admin is told after a check. */
export type CheckOutcome =
  /** The provider confirmed and the transaction moved on: the row leaves the awaiting list. */
  | {
      kind: 'verified';
      paymentId: string;
      amount: string | null;
      coin: string | null;
      txid: string | null;
      oldStatus: TransactionStatus;
      newStatus: TransactionStatus;
    }
  /** The provider says paid, yet nothing was updated: the 'Update Failed' warning. */
  | { kind: 'update-failed'; paymentId: string; reason: string | null }
  /** Not paid (yet): the provider's status, and the row stays. */
  | { kind: 'not-completed'; paymentId: string; providerStatus: CardPaymentStatusName };

export const checkOutcome = (answer: PayGateVerifyAnswer): CheckOutcome => {
  const { payGateResponse: provider, paymentId } = answer;
  if (answer.transactionUpdated) {
    return {
      kind: 'verified',
      paymentId,
      amount: provider.value_coin,
      coin: provider.coin,
      txid: provider.txid_out,
      oldStatus: answer.oldStatus,
      newStatus: answer.newStatus,
    };
  }
  if (answer.updateFailure !== undefined || provider.status === 'paid') {
    return { kind: 'update-failed', paymentId, reason: answer.updateFailure ?? null };
  }
  return { kind: 'not-completed', paymentId, providerStatus: provider.status };
};
