import {
  coinSpecs,
  formatCoinUnits,
  paymentUri,
  shownToChainUnits,
  toMinor,
  type CryptoQuoteAnswer,
  type CryptoQuoteRequest,
} from '@ghost/events';
import type { Rate } from '../../ports/rate-source.js';
import type { AmountAllocator } from './amount-allocator.js';
import { quoteAmount } from './quote-amount.js';
import { signQuote, type QuoteClaims } from './quote-token.js';

/** How long a quote holds its rate and its amount. */
export const quoteLifetimeMs = 15 * 60 * 1000;

/**
 * What asking for a quote can come to. Every refusal is an answer the caller can act on (the
 * form falls back to the price in the payment's currency, for staff to verify); none throws.
 */
export type QuoteOutcome =
  | { outcome: 'quoted'; answer: CryptoQuoteAnswer; claims: QuoteClaims }
  /** No address is configured for the coin: it is not offered. */
  | { outcome: 'no_address' }
  /** No rate can be had (see RateUnavailableReason). */
  | { outcome: 'rate_unavailable'; reason: string; detail: string }
  /** Every amount of the coin's tag span is held by an open quote or a waiting payment. */
  | { outcome: 'amounts_exhausted' };

export interface IssueQuoteInput {
  request: CryptoQuoteRequest;
  /** The coin's configured address ('' when none). */
  address: string;
  rate: Rate;
  now: Date;
  /** A fresh random id, naming the quote in logs. */
  id: string;
}

/**
 * Issues a quote from a rate already in hand: the exact amount (rounded up to the coin's shown
 * decimals) plus the lowest free tag, held in the allocator, signed. No I/O, no clock of its
 * own: with a cached rate the whole quote is in-memory work.
 */
export const issueQuote = (
  input: IssueQuoteInput,
  deps: { allocator: AmountAllocator; key: Buffer; lifetimeMs?: number },
): QuoteOutcome => {
  const { request, address, rate, now } = input;
  if (address.trim() === '') return { outcome: 'no_address' };
  const coin = request.crypto_type;
  const spec = coinSpecs[coin];
  const minor = toMinor(request.amount, request.currency);
  if (minor === undefined) throw new RangeError('The request schema lets no such amount through');
  const { baseUnits, tagSpan } = quoteAmount(coin, minor, request.currency, rate.scaled);
  const expiresAt = new Date(now.getTime() + (deps.lifetimeMs ?? quoteLifetimeMs));
  const shownUnits = deps.allocator.allocate(coin, baseUnits, tagSpan, expiresAt, now);
  if (shownUnits === null) return { outcome: 'amounts_exhausted' };

  const chainUnits = shownToChainUnits(coin, shownUnits);
  const claims: QuoteClaims = {
    v: 1,
    id: input.id,
    coin,
    network: spec.network,
    address,
    crypto_amount: formatCoinUnits(shownUnits, spec.shownDecimals, spec.shownDecimals),
    units: chainUnits.toString(),
    rate: rate.text,
    amount: request.amount,
    currency: request.currency,
    issued_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
  return {
    outcome: 'quoted',
    claims,
    answer: {
      crypto_type: coin,
      network: spec.network,
      address,
      crypto_amount: claims.crypto_amount,
      rate: rate.text,
      amount: request.amount,
      currency: request.currency,
      issued_at: claims.issued_at,
      expires_at: claims.expires_at,
      required_confirmations: spec.requiredConfirmations,
      payment_uri: paymentUri(coin, address, chainUnits),
      quote: signQuote(claims, deps.key),
    },
  };
};
