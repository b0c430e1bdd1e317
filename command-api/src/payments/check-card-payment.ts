import {
  DomainError,
  streams,
  type EventStore,
  type GlobalPosition,
  type TransactionStatus,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import type { CardPaymentStatus, CardProcessor } from '../ports/card-processor.js';
import { loadTransaction } from './load-transaction.js';
import { transactionDecider } from './transaction-decider.js';
import { assertCardCheckable } from './transaction-guards.js';

/** The card verification response of admin-panel.md §3. */
export interface CardCheckAnswer {
  payGateResponse: {
    status: CardPaymentStatus['status'];
    value_coin: string | null;
    coin: string | null;
    txid_out: string | null;
  };
  transactionUpdated: boolean;
  oldStatus: TransactionStatus;
  newStatus: TransactionStatus;
  position: GlobalPosition | null;
}

/**
 * An admin asks the card processor about a payment awaiting verification: paid verifies it (and
 * asks for the subscription); any other answer changes nothing and is shown as it came.
 */
export const checkCardPayment = async (
  deps: {
    eventStore: EventStore;
    cardProcessor: CardProcessor;
    onProcessorFailure: (error: unknown) => void;
  },
  paymentId: string,
  context: CommandContext,
): Promise<CardCheckAnswer> => {
  const payment = assertCardCheckable(await loadTransaction(deps.eventStore, paymentId));
  const answer = await deps.cardProcessor.checkPayment(payment.ipnToken).catch((error: unknown) => {
    deps.onProcessorFailure(error);
    throw new DomainError('CARD_CHECK_FAILED');
  });
  const payGateResponse = {
    status: answer.status,
    value_coin: answer.valueCoin,
    coin: answer.coin,
    txid_out: answer.txidOut,
  };
  if (answer.status !== 'paid') {
    return {
      payGateResponse,
      transactionUpdated: false,
      oldStatus: payment.status,
      newStatus: payment.status,
      position: null,
    };
  }
  const handled = await handleCommand(
    deps.eventStore,
    streams.transaction(paymentId),
    transactionDecider,
    {
      kind: 'ConfirmCardPayment',
      confirmation: { valueCoin: answer.valueCoin, coin: answer.coin, txidOut: answer.txidOut },
    },
    context,
  );
  return {
    payGateResponse,
    transactionUpdated: true,
    oldStatus: payment.status,
    newStatus: handled.state.exists ? handled.state.status : payment.status,
    position: handled.position,
  };
};
