import {
  DomainError,
  duplicateTxidMessages,
  ValidationError,
  streams,
  toMinor,
  type EventStore,
  type GlobalPosition,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { reservationDecider } from '../reservations/reservation.js';
import { assertUnguessablePaymentId, normalizePaymentId } from './payment-id.js';
import type { PriceBook } from './price-book.js';
import type { SubmissionRequest } from './submission-request.js';
import {
  transactionDecider,
  type SubmittedPayment,
  type TransactionCommand,
} from './transaction-decider.js';
import { normalizeCryptoTxid } from './txid.js';

export interface SubmitPaymentDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  onCompensationFailure: (error: unknown, key: string) => void;
}

export interface SubmittedAnswer {
  paymentId: string;
  status: 'pending_payment_verification';
  position: GlobalPosition | null;
}

const toPayment = (request: SubmissionRequest): SubmittedPayment => {
  const paymentId = normalizePaymentId(request.payment_id);
  assertUnguessablePaymentId(paymentId);
  const currency = request.currency.toUpperCase();
  const minor = toMinor(request.amount, currency);
  if (minor === undefined) throw new ValidationError('amount', 'amount has too many decimals');
  return {
    paymentId,
    type: request.type,
    method: request.payment_method,
    cryptoType: request.crypto_type,
    txid: request.txid,
    amount: { minor, currency },
    region: request.region ?? null,
    username: request.userUsername ?? null,
    email: request.userEmail ?? null,
    subscriptionDuration: request.subscriptionDuration ?? null,
    priceRef: null,
  };
};

/** The unique proofs of payment a submission claims, as reservation streams. */
const proofKeys = (payment: SubmittedPayment): string[] => [
  streams.txid(payment.method, normalizeCryptoTxid(payment.txid)),
];

/**
 * Records a visitor's payment. Its proofs (txid, codes) are reserved first, each on its own
 * stream, so two submissions of one proof can never both be accepted; if the payment itself then
 * cannot be recorded, the reservations are released again.
 */
export const submitPayment = async (
  deps: SubmitPaymentDeps,
  request: SubmissionRequest,
  context: CommandContext,
): Promise<SubmittedAnswer> => {
  const payment = toPayment(request);
  const streamId = streams.transaction(payment.paymentId);
  const activePrice =
    payment.type === 'ghost-eshop-pro' && payment.subscriptionDuration
      ? await deps.priceBook.activePrice({
          method: payment.method,
          region: payment.region,
          duration: payment.subscriptionDuration,
        })
      : null;
  const command: TransactionCommand = { kind: 'SubmitPayment', payment, activePrice };

  // Refuse what can be refused before anything is written: a used payment ID, bad input.
  const existing = await deps.eventStore.readStream(streamId);
  transactionDecider.decide(
    command,
    existing.reduce(
      (state, event) => transactionDecider.evolve(state, event as never),
      transactionDecider.initialState(),
    ),
  );

  const reserved: string[] = [];
  try {
    for (const key of proofKeys(payment)) {
      await handleCommand(
        deps.eventStore,
        key,
        reservationDecider,
        {
          kind: 'Reserve',
          key,
          purpose: `${payment.method} proof`,
          by: payment.paymentId,
          takenError: new DomainError('DUPLICATE_TXID', duplicateTxidMessages[payment.method]),
        },
        context,
      );
      reserved.push(key);
    }
    const handled = await handleCommand(
      deps.eventStore,
      streamId,
      transactionDecider,
      command,
      context,
    );
    return {
      paymentId: payment.paymentId,
      status: 'pending_payment_verification',
      position: handled.position,
    };
  } catch (error) {
    for (const key of reserved) {
      await handleCommand(
        deps.eventStore,
        key,
        reservationDecider,
        {
          kind: 'Release',
          key,
          by: payment.paymentId,
          reason: 'the payment could not be recorded',
        },
        context,
      ).catch((failure: unknown) => {
        deps.onCompensationFailure(failure, key);
      });
    }
    throw error;
  }
};
