import { DomainError, duplicateTxidMessages, streams } from '@ghost/events';
import type { KeysToReserve } from '../reservations/record-with-reservations.js';
import type { ReservationOwner } from '../reservations/reservation-reconciler.js';
import type { SubmittedPayment } from './transaction-commands.js';
import { normalizeCryptoTxid } from './txid.js';

/** A quote pays one payment: the reservation of its id. */
export const quoteKey = (quoteId: string): string => streams.txid('crypto', `quote:${quoteId}`);

/**
 * The claim of a crypto transaction as carrying one quoted amount: a quoted payment says the
 * transfer of `normalizedTxid` carries its quoted `units`, which only one payment can rightly
 * say (quoted amounts are unique among open quotes and payments), so only one may hold it.
 */
export const carriedTxidKey = (normalizedTxid: string, units: string): string =>
  streams.txid('crypto', `carried:${normalizedTxid}:${units}`);

/**
 * How a payment claims its hash:
 * - `txid`: the hash itself, as for every proof, first come (and a quoted payment's carried
 *   claim besides, so no other payment quoted the same amount may claim the transfer later);
 * - `carried`: the carried claim only, for a quoted payment whose hash another payment named
 *   first and whose quoted amount the chain shows the transfer carries: that payment is the
 *   transfer's rightful one, the first claim is contested.
 */
export type TxidClaim = 'txid' | 'carried';

/**
 * The unique proofs of payment a submission claims, per method, as reservation streams: the
 * txid (see TxidClaim), a crypto payment's quote, and each gift-card (given in the clear: the payment holds them
 * sealed) or voucher code.
 * Sorted, so two submissions sharing codes reach the first shared one in the same order and
 * exactly one of them wins.
 */
export const proofKeys = (
  payment: SubmittedPayment,
  giftCardCodes: readonly string[] = [],
  claim: TxidClaim = 'txid',
): string[] => {
  const key = (proof: string) => streams.txid(payment.method, proof);
  const txid =
    payment.method === 'crypto'
      ? normalizeCryptoTxid(payment.txid)
      : payment.txid.trim().toUpperCase();
  const codes = [
    ...giftCardCodes,
    ...(payment.voucher ? [payment.voucher.code.toUpperCase()] : []),
  ];
  const quote = payment.cryptoQuote ? [quoteKey(payment.cryptoQuote.quoteId)] : [];
  const carried = payment.cryptoQuote ? [carriedTxidKey(txid, payment.cryptoQuote.units)] : [];
  const txidKeys = claim === 'txid' ? [key(txid), ...carried] : carried;
  return [...txidKeys, ...quote, ...codes.map((code) => key(`code:${code}`))].sort();
};

/** The reservations of a payment's proofs, refused with the method's DUPLICATE_TXID when taken. */
export const proofReservations = (
  payment: SubmittedPayment,
  giftCardCodes: readonly string[] = [],
  claim: TxidClaim = 'txid',
): KeysToReserve => ({
  keys: proofKeys(payment, giftCardCodes, claim),
  purpose: `${payment.method} proof`,
  by: payment.paymentId,
  refusal: () => new DomainError('DUPLICATE_TXID', duplicateTxidMessages[payment.method]),
  releaseReason: 'the payment could not be recorded',
});

/** A proof is held for a payment, whose stream PaymentSubmitted opens. */
export const proofOwner: ReservationOwner = {
  holds: (purpose) => purpose.endsWith(' proof'),
  streamOf: (paymentId) => streams.transaction(paymentId),
  openedBy: 'PaymentSubmitted',
  noun: 'payment',
};
