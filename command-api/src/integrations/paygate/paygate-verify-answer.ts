import type { TransactionStatus } from '@ghost/events';
import type { PayGateVerifyAnswer as PayGateVerifyAnswerBody } from '@ghost/events/contract';
import type { CardPaymentStatus } from '../../ports/card-processor.js';

/** The admin's "Check PayGate" answer, before the route adds who and where. */
export type PayGateVerifyAnswer = Omit<
  PayGateVerifyAnswerBody,
  'success' | 'paymentId' | 'position'
>;

/**
 * Builds the answer from the processor's status and what the check did to the transaction:
 * updated when its status changed; paid-but-not-updated when the processor says paid and the
 * status stayed (the screen then lists possible causes and sends the admin to support).
 */
export const payGateVerifyAnswer = (
  status: CardPaymentStatus,
  outcome: { oldStatus: TransactionStatus; newStatus: TransactionStatus; refusal?: string },
): PayGateVerifyAnswer => {
  const transactionUpdated = outcome.oldStatus !== outcome.newStatus;
  const answer: PayGateVerifyAnswer = {
    payGateResponse: {
      status: status.status,
      value_coin: status.valueCoin,
      coin: status.coin,
      txid_out: status.txidOut,
    },
    transactionUpdated,
    oldStatus: outcome.oldStatus,
    newStatus: outcome.newStatus,
  };
  if (status.status === 'paid' && !transactionUpdated) {
    answer.updateFailure = outcome.refusal ?? 'the transaction could not be updated';
  }
  return answer;
};
