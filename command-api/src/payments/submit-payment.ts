import {
  DomainError,
  ValidationError,
  newProofReference,
  streams,
  toMinor,
  type EventStore,
  type GlobalPosition,
  type SecretBox,
  type ChainCheckStatus,
  type SubmittedCryptoQuote,
} from '@ghost/events';
import type { SubmissionRequest } from '@ghost/events/contract';
import type { CommandContext } from '../handling/command-context.js';
import { recordWithReservations } from '../reservations/record-with-reservations.js';
import { assertUnguessablePaymentId, normalizePaymentId } from './payment-id.js';
import { GiftCardVault } from './gift-card-vault.js';
import { pricingTypeOf, type PriceBook } from './price-book.js';
import { proofReservations, quoteKey, type TxidClaim } from './proof-reservations.js';
import { reservationHolder } from '../reservations/reservation.js';
import { carriesQuote } from '../crypto-proof/submission/quoted-crypto-submission.js';
import { normalizeCryptoTxid } from './txid.js';
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

/** What a submission records, and its gift-card codes in the clear for the rules to check. */
interface Submission {
  payment: SubmittedPayment;
  giftCardCodes?: readonly string[];
}

/**
 * The proof of each method, as the event records it: a voucher's PIN and gift-card codes only
 * ever sealed, for the payment's stream.
 */
const proofOf = (
  request: SubmissionRequest,
  paymentId: string,
  now: Date,
  secrets: { secretBox: SecretBox; giftCards: GiftCardVault },
): Pick<SubmittedPayment, 'cryptoType' | 'txid' | 'region' | 'giftCards' | 'voucher'> => {
  switch (request.payment_method) {
    case 'crypto':
      return { cryptoType: request.crypto_type, txid: request.txid, region: null };
    case 'nintendo-eshop':
      return {
        cryptoType: null,
        txid: request.txid ?? newProofReference('NINTENDO', now.getTime()),
        region: request.region,
        ...(request.giftCardCodes.length > 0 && {
          giftCards: secrets.giftCards.seal(paymentId, request.giftCardCodes),
        }),
      };
    case 'alternative-rewarble': {
      const { code, pin, type, amount, currency } = request.paymentCode;
      const owner = streams.transaction(paymentId);
      return {
        cryptoType: null,
        txid: request.txid ?? newProofReference('REWARBLE', now.getTime()),
        region: null,
        voucher: {
          code,
          type,
          amount,
          currency,
          pin: pin ? secrets.secretBox.seal(pin, owner) : null,
        },
      };
    }
    default: {
      const unknown: never = request;
      return unknown;
    }
  }
};

/**
 * A crypto submission's accepted quote (see acceptSubmittedQuote), and the verdict on what the
 * chain showed of its hash at submission (null: not seen, or the chain could not be read).
 */
export interface QuotedCryptoSubmission {
  quote: SubmittedCryptoQuote;
  seen: ChainCheckStatus | null;
}

const toSubmission = (
  request: SubmissionRequest,
  now: Date,
  secrets: { secretBox: SecretBox; giftCards: GiftCardVault },
  quoted: QuotedCryptoSubmission | null,
): Submission => {
  const paymentId = normalizePaymentId(request.payment_id);
  assertUnguessablePaymentId(paymentId);
  return {
    payment: {
      paymentId,
      type: request.type,
      method: request.payment_method,
      amount: moneyOf(request.amount, request.currency),
      username: request.userUsername ?? null,
      email: request.userEmail ?? null,
      subscriptionDuration: request.subscriptionDuration ?? null,
      priceRef: null,
      ...proofOf(request, paymentId, now, secrets),
      ...(request.language ? { language: request.language } : {}),
      ...(quoted && { cryptoQuote: quoted.quote }),
    },
    ...(request.payment_method === 'nintendo-eshop' && { giftCardCodes: request.giftCardCodes }),
  };
};

/**
 * Records a visitor's payment with the reservation of each of its proofs (txid, quote, codes) on its own
 * stream, so two submissions of one proof can never both be accepted, and no proof is ever held
 * for a payment that was not recorded (see recordWithReservations).
 */
export const submitPayment = async (
  deps: SubmitPaymentDeps,
  request: SubmissionRequest,
  context: CommandContext,
  quoted: QuotedCryptoSubmission | null = null,
): Promise<SubmittedAnswer> => {
  const { payment, giftCardCodes } = toSubmission(
    request,
    context.now,
    { secretBox: deps.secretBox, giftCards: new GiftCardVault(deps.secretBox) },
    quoted,
  );
  const streamId = streams.transaction(payment.paymentId);
  const activePrice =
    payment.type === 'ghost-eshop-pro' && payment.subscriptionDuration
      ? await deps.priceBook.activePrice({
          method: pricingTypeOf(payment.method),
          region: payment.region,
          duration: payment.subscriptionDuration,
        })
      : null;
  const command: TransactionCommand = {
    kind: 'SubmitPayment',
    payment,
    activePrice,
    ...(giftCardCodes && { giftCardCodes }),
  };

  // The payment is decided before its proofs are looked at: a used payment ID, bad input are
  // refused first, and nothing is written for a refusal.
  if (quoted) {
    // A quote pays one payment: its own refusal, rather than the hash's, when it was used.
    const holder = await reservationHolder(deps.eventStore, quoteKey(quoted.quote.quoteId));
    if (holder !== null && holder !== payment.paymentId) {
      throw new DomainError('CRYPTO_QUOTE_USED', undefined, { field: 'quote' });
    }
  }
  const record = (claim: TxidClaim, contests: string | null) =>
    recordWithReservations(
      deps,
      proofReservations(payment, giftCardCodes, claim),
      {
        streamId,
        decider: transactionDecider,
        command: contests ? { ...command, payment: { ...payment, contests } } : command,
      },
      context,
    );
  const carries = quoted !== null && carriesQuote(quoted.seen);
  const claimHash = async () => {
    const claimant = await otherClaimant(deps.eventStore, payment);
    return claimant && carries ? record('carried', claimant) : record('txid', null);
  };
  let handled: Awaited<ReturnType<typeof record>>;
  try {
    handled = await claimHash();
  } catch (error) {
    if (!isDuplicateProof(error)) throw error;
    // Refused as the first claim: the refusal names what the chain showed of the transfer.
    if (!carries) throw withChainReason(error, quoted);
    // The hash was taken between the look and the append (a stranger submitting at the same
    // moment): the payment the transfer is proved to carry looks again, and claims it anyway.
    handled = await claimHash();
  }
  return {
    paymentId: payment.paymentId,
    status: 'pending_payment_verification',
    position: handled.position,
  };
};

const isDuplicateProof = (error: unknown): error is DomainError =>
  error instanceof DomainError && error.code === 'DUPLICATE_TXID';

/**
 * A quoted claim refused as a duplicate says what the chain showed of the hash: the verdict on
 * its quote, or `pending` where the chain does not show it yet (or could not be read), so the
 * payer of a transfer just sent is told to submit again once the network shows it.
 */
const withChainReason = (error: DomainError, quoted: QuotedCryptoSubmission | null): DomainError =>
  quoted
    ? new DomainError(error.code, error.message, {
        ...error.details,
        reason: quoted.seen ?? 'pending',
      })
    : error;

/**
 * The other payment holding a crypto payment's hash, if any. A hash another payment named first
 * may still be claimed by the payment whose quoted amount the chain shows the transfer carries
 * (see TxidClaim): the transfer is its, and the first claim is contested.
 */
const otherClaimant = async (
  eventStore: EventStore,
  payment: SubmittedPayment,
): Promise<string | null> => {
  if (payment.method !== 'crypto') return null;
  const holder = await reservationHolder(
    eventStore,
    streams.txid('crypto', normalizeCryptoTxid(payment.txid)),
  );
  return holder === payment.paymentId ? null : holder;
};
