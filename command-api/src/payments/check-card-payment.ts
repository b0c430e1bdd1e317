import { DomainError, streams, type EventStore, type GlobalPosition } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { isOutsideSystemError } from '../integrations/outbound/outside-call.js';
import {
  payGateVerifyAnswer,
  type PayGateVerifyAnswer,
} from '../integrations/paygate/paygate-verify-answer.js';
import { confirmWithProcessor } from '../integrations/paygate/verify-card-callback.js';
import type { CardProcessor } from '../ports/card-processor.js';
import { loadTransaction } from './load-transaction.js';
import { transactionDecider } from './transaction-decider.js';
import { assertCardCheckable } from './transaction-guards.js';

export interface CheckCardPaymentDeps {
  eventStore: EventStore;
  cardProcessor: CardProcessor;
  /** How much less than the amount owed the processor may have forwarded (exchange slippage). */
  toleranceBasisPoints: number;
  onProcessorFailure: (error: unknown) => void;
}

/**
 * An admin asks the card processor about a payment awaiting verification ("Check PayGate"), and is
 * answered with the processor's response (payGateResponse), whether the payment was updated
 * (transactionUpdated) and its old and new status (oldStatus, newStatus). Paid, for the amount
 * owed, verifies it as the callback would (and asks for the subscription); paid for less, or in
 * another coin, is the "paid but not updated" case and changes nothing; any other answer is shown
 * as it came.
 */
export const checkCardPayment = async (
  deps: CheckCardPaymentDeps,
  paymentId: string,
  context: CommandContext,
): Promise<PayGateVerifyAnswer & { position: GlobalPosition | null }> => {
  const payment = assertCardCheckable(await loadTransaction(deps.eventStore, paymentId));
  const status = await deps.cardProcessor.checkPayment(payment.ipnToken).catch((error: unknown) => {
    if (!isOutsideSystemError(error)) throw error;
    deps.onProcessorFailure(error);
    throw new DomainError('CARD_CHECK_FAILED');
  });
  const unchanged = { oldStatus: payment.status, newStatus: payment.status };
  if (status.status !== 'paid') {
    return { ...payGateVerifyAnswer(status, unchanged), position: null };
  }
  const verdict = confirmWithProcessor(
    {
      paymentId,
      ipnToken: payment.ipnToken,
      valueCoin: status.valueCoin ?? '',
      coin: status.coin,
      txidIn: null,
      txidOut: status.txidOut,
    },
    status,
    payment.amount,
    deps.toleranceBasisPoints,
  );
  if (!verdict.accepted) {
    return {
      ...payGateVerifyAnswer(status, { ...unchanged, refusal: verdict.detail }),
      position: null,
    };
  }
  const handled = await handleCommand(
    deps.eventStore,
    streams.transaction(paymentId),
    transactionDecider,
    {
      kind: 'ConfirmCardPayment',
      confirmation: {
        valueCoin: verdict.confirmation.valueCoin,
        coin: verdict.confirmation.coin,
        txidOut: verdict.confirmation.txidOut,
      },
    },
    context,
  );
  const newStatus = handled.state.exists ? handled.state.status : payment.status;
  return {
    ...payGateVerifyAnswer(status, { oldStatus: payment.status, newStatus }),
    position: handled.position,
  };
};
