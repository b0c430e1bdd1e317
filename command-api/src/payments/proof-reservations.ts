import { duplicateTxidMessages, streams } from '@ghost/events';
import type { KeysToReserve } from '../reservations/record-with-reservations.js';
import type { ReservationOwner } from '../reservations/reservation-reconciler.js';
import type { SubmittedPayment } from './transaction-commands.js';
import { normalizeCryptoTxid } from './txid.js';

/**
 * The unique proofs of payment a submission claims, per method, as reservation streams: the
 * txid, and each gift-card (given in the clear: the payment holds them sealed) or voucher code.
 * Sorted, so two submissions sharing codes reach the first shared one in the same order and
 * exactly one of them wins.
 */
export const proofKeys = (
  payment: SubmittedPayment,
  giftCardCodes: readonly string[] = [],
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
  return [key(txid), ...codes.map((code) => key(`code:${code}`))].sort();
};

const proofPurpose = ' proof';

/** The reservations of a payment's proofs, refused with the method's DUPLICATE_TXID when taken. */
export const proofReservations = (
  payment: SubmittedPayment,
  giftCardCodes: readonly string[] = [],
): KeysToReserve => ({
  keys: proofKeys(payment, giftCardCodes),
  purpose: `${payment.method}${proofPurpose}`,
  by: payment.paymentId,
  taken: { code: 'DUPLICATE_TXID', message: duplicateTxidMessages[payment.method] },
  releaseReason: 'the payment could not be recorded',
});

/** A proof is held for a payment, whose stream PaymentSubmitted opens. */
export const proofOwner: ReservationOwner = {
  holds: (purpose) => purpose.endsWith(proofPurpose),
  streamOf: (paymentId) => streams.transaction(paymentId),
  openedBy: 'PaymentSubmitted',
  noun: 'payment',
};
