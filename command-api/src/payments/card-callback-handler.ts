import {
  DomainError,
  paymentIdToLookUp,
  streams,
  type EventStore,
  type GlobalPosition,
  type Logger,
  type PortalMetrics,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import type {
  CallbackReceipt,
  CardCallbackHandler,
  CardCallbackRejection,
} from '../integrations/paygate/callback-route.js';
import type { CardConfirmation } from '../integrations/paygate/verify-card-callback.js';
import { loadTransaction } from './load-transaction.js';
import { transactionDecider } from './transaction-decider.js';

/** A callback comes from the processor, or claims to: it acts as the provider, from its address. */
const providerContext = (receipt: CallbackReceipt, newId: () => string): CommandContext => {
  const commandId = newId();
  return {
    actor: { kind: 'provider', id: 'card-processor', ip: receipt.from },
    commandId,
    correlationId: receipt.correlationId,
    now: receipt.receivedAt,
  };
};

/**
 * The payments' side of the card processor's callback: it finds the card payment a callback
 * names and records what the route decided. A paid, matching callback confirms and verifies the
 * payment as the provider (and, for a PRO payment, asks for its subscription); a refused one is
 * recorded on the payment. One that names no card payment has nowhere to be recorded: it is
 * counted (`ghost_card_callback_refusals_total`) and logged by the route, never appended, so
 * nobody can grow the permanent log by inventing payment IDs.
 */
export const cardCallbackHandler = (deps: {
  eventStore: EventStore;
  newId: () => string;
  log: Logger;
  metrics?: PortalMetrics;
}): CardCallbackHandler => {
  const recordRejection = async (
    rejection: CardCallbackRejection,
  ): Promise<GlobalPosition | null> => {
    const paymentId = rejection.paymentId ? paymentIdToLookUp(rejection.paymentId) : null;
    const recorded = rejection.known && paymentId !== null;
    deps.metrics?.cardCallbackRefused(rejection.reason, recorded);
    // The route has logged the refusal already.
    if (!recorded) return null;
    const handled = await handleCommand(
      deps.eventStore,
      streams.transaction(paymentId),
      transactionDecider,
      {
        kind: 'RejectCardCallback',
        reason: rejection.reason,
        detail: rejection.detail,
        callback: {
          valueCoin: rejection.callback.valueCoin,
          coin: rejection.callback.coin,
          txidIn: rejection.callback.txidIn,
          txidOut: rejection.callback.txidOut,
        },
      },
      providerContext(rejection, deps.newId),
    );
    return handled.position;
  };

  return {
    findCardPayment: async (named) => {
      const paymentId = paymentIdToLookUp(named);
      if (!paymentId) return null;
      const payment = await loadTransaction(deps.eventStore, paymentId);
      if (!payment.exists || payment.method !== 'card' || payment.ipnToken === null) return null;
      return {
        paymentId: payment.paymentId,
        ipnToken: payment.ipnToken,
        amount: payment.amount,
        confirmed: payment.providerConfirmed,
        closed: payment.status !== 'pending_payment_verification',
      };
    },

    confirm: async (confirmation: CardConfirmation, receipt: CallbackReceipt) => {
      try {
        const handled = await handleCommand(
          deps.eventStore,
          streams.transaction(confirmation.paymentId),
          transactionDecider,
          {
            kind: 'ConfirmCardPayment',
            confirmation: {
              valueCoin: confirmation.valueCoin,
              coin: confirmation.coin,
              txidOut: confirmation.txidOut,
            },
          },
          providerContext(receipt, deps.newId),
        );
        return handled.position;
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === 'CONCURRENT_MODIFICATION') {
          throw error;
        }
        // Verified or failed by an admin between the check and the record: the callback comes
        // too late to change anything, and says so in the log.
        deps.log.warn(
          { paymentId: confirmation.paymentId, refusal: error.code },
          'a paid card callback came for a payment that no longer awaits one',
        );
        await recordRejection({
          ...receipt,
          paymentId: confirmation.paymentId,
          known: true,
          reason: 'payment_closed',
          detail: `the payment no longer awaits a callback (${error.code})`,
          callback: {
            paymentId: confirmation.paymentId,
            token: null,
            valueCoin: confirmation.valueCoin,
            coin: confirmation.coin,
            txidIn: confirmation.txidIn,
            txidOut: confirmation.txidOut,
          },
        });
        throw new DomainError('CARD_CALLBACK_REJECTED', undefined, { reason: 'payment_closed' });
      }
    },

    reject: recordRejection,
  };
};
