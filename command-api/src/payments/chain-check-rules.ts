import {
  DomainError,
  coinSpecs,
  type ChainCheckStatus,
  type TransactionEvent,
} from '@ghost/events';
import { assertAwaitingVerification, existing } from './transaction-guards.js';
import { seenFingerprint, type ExistingTransaction, type TransactionState } from './transaction.js';
import type { RecordChainCheck } from './transaction-commands.js';
import { verified } from './verification-rules.js';

/** The system's account of a payment it verified on the chain's evidence: the history line. */
export const chainVerificationNotes = (
  payment: ExistingTransaction & { quoted: NonNullable<ExistingTransaction['quoted']> },
  command: RecordChainCheck,
): string => {
  const { seen, requiredConfirmations } = command;
  const symbol = coinSpecs[payment.quoted.coin].symbol;
  return (
    `Verified automatically on the chain's evidence: transaction ${payment.quoted.txid} sends ` +
    `${seen.amount ?? '?'} ${symbol} to ${payment.quoted.quote.address} (block ${seen.block ?? '?'}, ` +
    `${seen.confirmations} of ${requiredConfirmations} confirmations), the quoted amount; ` +
    'automatic processing is on'
  );
};

/** A deadline that passed before the transfer was seen or confirmed: nothing arrived in time. */
const finalStatus = (
  status: ChainCheckStatus,
): Exclude<ChainCheckStatus, 'pending' | 'confirming'> =>
  status === 'pending' || status === 'confirming' ? 'not_found' : status;

/**
 * What the chain check records on a payment (decided, never read here):
 * - nothing while the transaction is not seen, or when what is seen has not changed since the
 *   last observation (the checker reads often; the log keeps changes only);
 * - ChainTransferObserved when the transfer, its block or its confirmations changed;
 * - once settled, ChainCheckConcluded with the verdict, and with automatic processing on, for
 *   `matched` only, the system's PaymentVerified (the events of an admin's Verify, with the
 *   chain's evidence as the history line). Every other verdict waits for staff.
 * A `contested` verdict naming the payment the transfer is for may be recorded on any crypto
 * payment awaiting verification (a stranger's payment, quoted or not, whose hash the rightful
 * payer claimed), even after its own check concluded otherwise, once per contesting payment; the
 * rest only on a quoted one whose check is open. A payment verified or failed meanwhile is
 * refused (nothing to record).
 */
export const recordChainCheck = (
  command: RecordChainCheck,
  state: TransactionState,
): TransactionEvent[] => {
  const payment = existing(state);
  if (payment.method !== 'crypto') {
    throw new DomainError('WRONG_PAYMENT_METHOD', 'This action applies to crypto payments only.', {
      method: payment.method,
    });
  }
  assertAwaitingVerification(payment);
  const { seen, requiredConfirmations } = command;
  const sighting = {
    txid: seen.txid,
    recipient: seen.recipient,
    amount: seen.amount,
    token: seen.token,
    block: seen.block,
    blockTime: seen.blockTime,
    confirmations: seen.confirmations,
    requiredConfirmations,
  };
  const contestedBy = seen.settled && seen.status === 'contested' ? seen.contestedBy : null;
  if (contestedBy !== null) {
    if (payment.contestedBy === contestedBy) return [];
    return [
      { type: 'ChainCheckConcluded', data: { ...sighting, verdict: 'contested', contestedBy } },
    ];
  }
  const quoted = payment.quoted;
  if (!quoted) {
    throw new DomainError('WRONG_PAYMENT_METHOD', 'This payment has no quote to check.', {
      method: payment.method,
    });
  }
  if (quoted.verdict) return [];
  if (seen.settled) {
    const verdict = finalStatus(seen.status);
    const concluded: TransactionEvent = {
      type: 'ChainCheckConcluded',
      data: { ...sighting, verdict, contestedBy: seen.contestedBy },
    };
    if (verdict !== 'matched' || !command.autoProcess) return [concluded];
    return [
      concluded,
      ...verified(payment, 'system', chainVerificationNotes({ ...payment, quoted }, command)),
    ];
  }
  if (seen.status === 'pending') return [];
  const observed = { ...sighting, status: seen.status };
  if (quoted.lastSeen === seenFingerprint(observed)) return [];
  return [{ type: 'ChainTransferObserved', data: observed }];
};
