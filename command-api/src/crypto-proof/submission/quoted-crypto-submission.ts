import {
  DomainError,
  coinSpecs,
  cryptoAddressKey,
  parseCoinUnits,
  shownToChainUnits,
  type ChainCheckStatus,
  type CryptoType,
  type SubmittedCryptoQuote,
} from '@ghost/events';
import type { ChainObservation } from '../../ports/chain-reader.js';
import {
  chainVerdict,
  showsQuotedTransfer,
  type QuotedTransfer,
} from '../verdicts/chain-verdict.js';
import type { SubmissionRequest } from '@ghost/events/contract';
import { readSettings } from '@ghost/projectors';
import type { CommandApiDeps } from '../../deps.js';
import type { QuotedCryptoSubmission } from '../../payments/submit-payment.js';
import type { AmountAllocator } from '../quotes/amount-allocator.js';
import { acceptSubmittedQuote } from './submitted-quote.js';

type CryptoSubmission = Extract<SubmissionRequest, { payment_method: 'crypto' }>;

/** A quote's amount in the coin's shown units: what the allocator holds. */
export const shownUnitsOf = (coin: CryptoType, quote: SubmittedCryptoQuote): bigint => {
  const units = parseCoinUnits(quote.cryptoAmount, coinSpecs[coin].shownDecimals);
  if (units === null) throw new RangeError(`A signed quote holds no amount: ${quote.cryptoAmount}`);
  return units;
};

/**
 * Keeps a quoted payment's amount held from its submission until its chain check is over, so no
 * new quote of the coin hands it out again (see AmountAllocator).
 */
export const holdQuotedAmount = (
  allocator: AmountAllocator,
  paymentId: string,
  coin: CryptoType,
  quote: SubmittedCryptoQuote,
): void => {
  allocator.holdForPayment(coin, shownUnitsOf(coin, quote), paymentId);
};

/**
 * What a crypto submission's quote comes to, before anything is written: none without one (no
 * rate could be had: staff check as before); else the quote, checked against the submission
 * (see acceptSubmittedQuote) and the coin's address as the Crypto settings hold it now, and
 * what the chain shows of the hash, read once (see readTransferAtSubmission).
 */
export const prepareQuotedSubmission = async (
  deps: Pick<
    CommandApiDeps,
    'cryptoQuotes' | 'readStore' | 'chainReaders' | 'amountAllocator' | 'log'
  >,
  request: CryptoSubmission,
  now: Date,
): Promise<QuotedCryptoSubmission | null> => {
  if (!request.quote) return null;
  const settings = await readSettings(deps.readStore);
  const quote = acceptSubmittedQuote(deps.cryptoQuotes, request.quote, {
    at: now,
    coin: request.crypto_type,
    address: settings[cryptoAddressKey(request.crypto_type)],
    amount: request.amount,
    currency: request.currency,
  });
  const seen = await readTransferAtSubmission(deps, request, quote, now);
  return { quote, seen };
};

/** What the chain may already show at submission that refuses it: the transfer pays something else. */
const refusedAtSubmission: ReadonlySet<ChainCheckStatus> = new Set([
  'wrong_recipient',
  'wrong_token',
  'underpaid',
  'overpaid',
  'contested',
]);

/** The verdicts of a transfer that carries the quote: its amount, to its address, in its coin, in time. */
export const carriesQuote = (seen: ChainCheckStatus | null): boolean =>
  seen === 'confirming' || seen === 'matched';

/**
 * Reads the hash once before anything is written, and answers the verdict on what the chain
 * shows (null: not seen, or the chain cannot be read right now; the chain check decides).
 * Where a transaction in a block goes elsewhere, moves another coin or another amount, or
 * carries another open quoted payment's amount, the submission is refused
 * (`CRYPTO_TRANSFER_MISMATCH`, with the verdict as `reason`). A transaction still waiting to be
 * included is never refused (what a node shows of it may be partial: an ERC-20 transfer's log
 * comes with its receipt), but what it does show may prove that it carries the quote.
 */
const readTransferAtSubmission = async (
  deps: Pick<CommandApiDeps, 'chainReaders' | 'amountAllocator' | 'log'>,
  request: CryptoSubmission,
  quote: SubmittedCryptoQuote,
  now: Date,
): Promise<ChainCheckStatus | null> => {
  const coin = request.crypto_type;
  const spec = coinSpecs[coin];
  let observation: ChainObservation;
  try {
    observation = await deps.chainReaders[spec.network].read(request.txid);
  } catch (error) {
    deps.log.warn({ err: error, coin }, 'the chain could not be read at submission');
    return null;
  }
  if (!observation.found) return null;
  const quoted: QuotedTransfer = {
    coin,
    address: quote.address,
    units: BigInt(quote.units),
    issuedAt: new Date(quote.issuedAt),
    expiresAt: new Date(quote.expiresAt),
  };
  // Still waiting to be included, it is `confirming` whatever it shows: it carries this quote
  // only where what it shows already moves the quoted amount to the quoted address.
  if (observation.block === null) {
    return showsQuotedTransfer(quoted, observation) ? 'confirming' : null;
  }
  const verdict = chainVerdict({
    quote: quoted,
    observation,
    requiredConfirmations: spec.requiredConfirmations,
    deadline: new Date(now.getTime() + 1),
    now,
    otherOpenPayments: deps.amountAllocator.heldPayments(coin).map((held) => ({
      paymentId: held.paymentId,
      units: shownToChainUnits(coin, held.amount),
    })),
  });
  if (refusedAtSubmission.has(verdict.status)) {
    throw new DomainError('CRYPTO_TRANSFER_MISMATCH', undefined, {
      field: 'txid',
      reason: verdict.status,
    });
  }
  return verdict.status;
};
