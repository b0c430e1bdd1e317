import {
  coinSpecs,
  type ChainCheckView,
  type SubmittedPaymentData,
  type TransactionEvent,
} from '@ghost/events';
import { flat } from '../read-store/flat-string.js';

type Of<T extends TransactionEvent['type']> = Extract<TransactionEvent, { type: T }>['data'];

/**
 * A quoted crypto payment opens its chain check as `pending` (nothing seen, the coin's
 * confirmations to come); a payment without a quote has none (null: staff check by hand).
 */
export const chainCheckOpened = (data: SubmittedPaymentData): ChainCheckView | null =>
  data.method === 'crypto' && data.cryptoType && data.cryptoQuote
    ? {
        status: 'pending',
        confirmations: 0,
        required_confirmations: coinSpecs[data.cryptoType].requiredConfirmations,
        observed_amount: null,
      }
    : null;

/** The chain check after an observation or its conclusion. */
export const chainCheckOf = (
  data: Of<'ChainTransferObserved'> | Of<'ChainCheckConcluded'>,
): ChainCheckView => ({
  status: 'verdict' in data ? data.verdict : data.status,
  confirmations: data.confirmations,
  required_confirmations: data.requiredConfirmations,
  observed_amount: data.amount,
});

const seen = (data: Of<'ChainTransferObserved'> | Of<'ChainCheckConcluded'>): string => {
  const amount = data.amount ?? 'nothing of the coin';
  const where = data.recipient ? flat` to ${data.recipient}` : '';
  const block = data.block ? flat`, block ${data.block}` : ', not in a block yet';
  return flat`${amount}${where}${block}, ${data.confirmations} of ${data.requiredConfirmations} confirmations (transaction ${data.txid})`;
};

/** How the read model's history says what the chain check saw. */
export const chainObservedDetails = (data: Of<'ChainTransferObserved'>): string =>
  flat`Seen on the network (${data.status}): ${seen(data)}`;

export const chainConcludedDetails = (data: Of<'ChainCheckConcluded'>): string =>
  data.verdict === 'contested' && data.contestedBy
    ? flat`Chain check concluded: contested, the transfer carries the quoted amount of payment ${data.contestedBy}: ${seen(data)}`
    : flat`Chain check concluded: ${data.verdict}: ${seen(data)}`;
