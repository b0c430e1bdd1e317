import { duplicateTxidMessages, streams, type EventStore, type StoredEvent } from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { reservationDecider, type ReservationCommand } from '../reservations/reservation.js';
import { releaseReservation } from '../reservations/release-reservation.js';
import type { SubmittedPayment } from './transaction-commands.js';
import { normalizeCryptoTxid } from './txid.js';

/**
 * The unique proofs of payment a submission claims, per method, as reservation streams: the
 * txid, and each gift-card or voucher code. Sorted, so two submissions sharing codes reach the
 * first shared one in the same order and exactly one of them wins.
 */
export const proofKeys = (payment: SubmittedPayment): string[] => {
  const key = (proof: string) => streams.txid(payment.method, proof);
  const txid =
    payment.method === 'crypto'
      ? normalizeCryptoTxid(payment.txid)
      : payment.txid.trim().toUpperCase();
  const codes = [
    ...(payment.giftCardCodes ?? []),
    ...(payment.voucher ? [payment.voucher.code.toUpperCase()] : []),
  ];
  return [key(txid), ...codes.map((code) => key(`code:${code}`))].sort();
};

/**
 * Reserves every proof, then runs `record`. If a proof is taken the submission is refused with
 * the method's DUPLICATE_TXID; if anything fails after a reservation was made, the reservations
 * this call made (and only those) are released, so a retry may claim them again.
 */
export const reserveProofs = async <T>(
  deps: {
    eventStore: EventStore;
    onCompensationFailure: (error: unknown, key: string) => void;
  },
  payment: SubmittedPayment,
  context: CommandContext,
  record: () => Promise<T>,
): Promise<T> => {
  const keys = proofKeys(payment);
  const reserve = (key: string): ReservationCommand => ({
    kind: 'Reserve',
    key,
    purpose: `${payment.method} proof`,
    by: payment.paymentId,
    taken: { code: 'DUPLICATE_TXID', message: duplicateTxidMessages[payment.method] },
  });
  // A proof seen taken is refused before anything is written; the reservations below still
  // decide the races.
  const histories = new Map<string, StoredEvent[]>();
  for (const key of keys) {
    const history = await deps.eventStore.readStream(key);
    histories.set(key, history);
    reservationDecider.decide(
      reserve(key),
      history.reduce(
        (state, event) => reservationDecider.evolve(state, event as never),
        reservationDecider.initialState(),
      ),
    );
  }
  const reserved: string[] = [];
  try {
    for (const key of keys) {
      const handled = await handleCommand(
        deps.eventStore,
        key,
        reservationDecider,
        reserve(key),
        context,
        { history: histories.get(key) },
      );
      // Held already by this payment ID (a concurrent retry): not ours to release.
      if (handled.events.length > 0) reserved.push(key);
    }
    return await record();
  } catch (error) {
    for (const key of reserved) {
      await releaseReservation(
        deps,
        { key, by: payment.paymentId, reason: 'the payment could not be recorded' },
        context,
      );
    }
    throw error;
  }
};
