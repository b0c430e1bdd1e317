import {
  coinSpecs,
  cryptoAddressKey,
  parseCoinUnits,
  type CryptoType,
  type SubmittedCryptoQuote,
} from '@ghost/events';
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
 * (see acceptSubmittedQuote) and the coin's address as the Crypto settings hold it now.
 */
export const prepareQuotedSubmission = async (
  deps: Pick<CommandApiDeps, 'cryptoQuotes' | 'readStore'>,
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
  return { quote, claim: 'txid' };
};
