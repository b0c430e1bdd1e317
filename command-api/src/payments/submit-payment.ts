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
import { recordWithReservations } from '../reservations/record-with-reservations.js';
import {
  assertUnguessablePaymentId,
  newPaymentReference,
  normalizePaymentId,
} from './payment-id.js';
import { pricingTypeOf, type PriceBook } from './price-book.js';
import { proofReservations } from './proof-reservations.js';
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
 * Records a visitor's payment with the reservation of each of its proofs (txid, codes) on its own
 * stream, so two submissions of one proof can never both be accepted, and no proof is ever held
 * for a payment that was not recorded (see recordWithReservations).
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

  // The payment is decided before its proofs are looked at: a used payment ID, bad input are
  // refused first, and nothing is written for a refusal.
  const handled = await recordWithReservations(
    deps,
    proofReservations(payment),
    { streamId, decider: transactionDecider, command },
    context,
  );
  return {
    paymentId: payment.paymentId,
    status: 'pending_payment_verification',
    position: handled.position,
  };
};
