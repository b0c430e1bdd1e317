import { randomInt } from 'node:crypto';
import {
  ValidationError,
  streams,
  toMinor,
  type EventStore,
  type GlobalPosition,
  type SecretBox,
} from '@ghost/events';
import type { SubmissionRequest } from '@ghost/events/contract';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import {
  assertUnguessablePaymentId,
  newPaymentReference,
  normalizePaymentId,
} from './payment-id.js';
import { pricingTypeOf, type PriceBook } from './price-book.js';
import { reserveProofs } from './proof-reservations.js';
import { transactionDecider, type SubmittedPayment } from './transaction-decider.js';
import type { TransactionCommand } from './transaction-commands.js';

export interface SubmitPaymentDeps {
  eventStore: EventStore;
  priceBook: PriceBook;
  secretBox: SecretBox;
  onCompensationFailure: (error: unknown, key: string) => void;
}

export interface SubmittedAnswer {
  paymentId: string;
  status: 'pending_payment_verification';
  position: GlobalPosition | null;
}

const moneyOf = (amount: number, currency: string) => {
  const minor = toMinor(amount, currency);
  if (minor === undefined) throw new ValidationError('amount', 'amount has too many decimals');
  return { minor, currency };
};

/** The proof of each method, as the event records it; a voucher's PIN only ever sealed. */
const proofOf = (
  request: SubmissionRequest,
  now: Date,
  secretBox: SecretBox,
): Pick<SubmittedPayment, 'cryptoType' | 'txid' | 'region' | 'giftCardCodes' | 'voucher'> => {
  switch (request.payment_method) {
    case 'crypto':
      return { cryptoType: request.crypto_type, txid: request.txid, region: null };
    case 'nintendo-eshop':
      return {
        cryptoType: null,
        txid: request.txid ?? newPaymentReference('NINTENDO-', now, randomInt),
        region: request.region,
        giftCardCodes: request.giftCardCodes,
      };
    case 'alternative-rewarble': {
      const { code, pin, type, amount, currency } = request.paymentCode;
      return {
        cryptoType: null,
        txid: request.txid ?? newPaymentReference('REWARBLE-', now, randomInt),
        region: null,
        voucher: { code, type, amount, currency, pin: pin ? secretBox.seal(pin) : null },
      };
    }
    default: {
      const unknown: never = request;
      return unknown;
    }
  }
};

const toPayment = (
  request: SubmissionRequest,
  now: Date,
  secretBox: SecretBox,
): SubmittedPayment => {
  const paymentId = normalizePaymentId(request.payment_id);
  assertUnguessablePaymentId(paymentId);
  return {
    paymentId,
    type: request.type,
    method: request.payment_method,
    amount: moneyOf(request.amount, request.currency),
    username: request.userUsername ?? null,
    email: request.userEmail ?? null,
    subscriptionDuration: request.subscriptionDuration ?? null,
    priceRef: null,
    ...proofOf(request, now, secretBox),
    ...(request.language ? { language: request.language } : {}),
  };
};

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
  const payment = toPayment(request, context.now, deps.secretBox);
  const streamId = streams.transaction(payment.paymentId);
  const activePrice =
    payment.type === 'ghost-eshop-pro' && payment.subscriptionDuration
      ? await deps.priceBook.activePrice({
          method: pricingTypeOf(payment.method),
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

  const handled = await reserveProofs(deps, payment, context, () =>
    handleCommand(deps.eventStore, streamId, transactionDecider, command, context, {
      history: existing,
    }),
  );
  return {
    paymentId: payment.paymentId,
    status: 'pending_payment_verification',
    position: handled.position,
  };
};
