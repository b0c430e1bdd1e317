import { DomainError, type CryptoType, type SubmittedCryptoQuote } from '@ghost/events';
import type { CryptoQuotes } from '../quotes/crypto-quotes.js';
import type { QuoteClaims, QuoteExpectation, QuoteRefusal } from '../quotes/quote-token.js';

/** What the signed claims of a quote become on the payment: what its chain check compares. */
export const submittedQuoteOf = (claims: QuoteClaims): SubmittedCryptoQuote => ({
  quoteId: claims.id,
  cryptoAmount: claims.crypto_amount,
  units: claims.units,
  rate: claims.rate,
  currency: claims.currency,
  address: claims.address,
  network: claims.network,
  issuedAt: claims.issued_at,
  expiresAt: claims.expires_at,
});

/**
 * The refusal of a quote a submission carries, each with its own code: not the portal's
 * (`CRYPTO_QUOTE_INVALID`, 400), too old (`CRYPTO_QUOTE_EXPIRED`, 410), or for another coin,
 * address, amount or currency than the submission names (`CRYPTO_QUOTE_MISMATCH`, 409, the
 * `reason` says which). Nothing is written for any of them.
 */
export class CryptoQuoteRefusedError extends DomainError {
  constructor(coin: CryptoType, reason: QuoteRefusal) {
    const code =
      reason === 'malformed' || reason === 'forged'
        ? 'CRYPTO_QUOTE_INVALID'
        : reason === 'expired'
          ? 'CRYPTO_QUOTE_EXPIRED'
          : 'CRYPTO_QUOTE_MISMATCH';
    super(code, undefined, { field: 'quote', coin, reason });
    this.name = 'CryptoQuoteRefusedError';
  }
}

/**
 * The quote a crypto submission may rely on: signed by this portal, not expired when the
 * submission arrived, for its coin, the coin's address as configured now, its amount and
 * currency (the price the quote was asked for). Throws the refusal otherwise.
 */
export const acceptSubmittedQuote = (
  quotes: CryptoQuotes,
  token: string,
  expected: QuoteExpectation,
): SubmittedCryptoQuote => {
  const verification = quotes.verify(token, expected);
  if (!verification.valid) throw new CryptoQuoteRefusedError(expected.coin, verification.reason);
  return submittedQuoteOf(verification.claims);
};
