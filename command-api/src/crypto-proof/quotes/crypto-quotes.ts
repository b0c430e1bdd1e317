import { randomUUID } from 'node:crypto';
import type { CryptoQuoteRequest } from '@ghost/events';
import type { RateSource } from '../../ports/rate-source.js';
import type { AmountAllocator } from './amount-allocator.js';
import { issueQuote, quoteLifetimeMs, type QuoteOutcome } from './issue-quote.js';
import { verifyQuote, type QuoteExpectation, type QuoteVerification } from './quote-token.js';

export interface CryptoQuotesDeps {
  /** Best a CachedRateSource: then a quote with a fresh rate does no I/O at all. */
  rates: RateSource;
  allocator: AmountAllocator;
  /** The quote signing key (CRYPTO_QUOTE_KEY, or DATA_DIR/quote-signing.key). */
  key: Buffer;
  clock: () => Date;
  lifetimeMs?: number;
  newId?: () => string;
}

/**
 * Quotes and checks quotes: what `POST /api/crypto/quotes` and the submission of a crypto payment
 * call. Quotes write nothing to the event log.
 */
export class CryptoQuotes {
  constructor(private readonly deps: CryptoQuotesDeps) {}

  /** A quote for the request, paid to `address` (the coin's configured address, '' if none). */
  async quote(request: CryptoQuoteRequest, address: string): Promise<QuoteOutcome> {
    if (address.trim() === '') return { outcome: 'no_address' };
    const answer = await this.deps.rates.rateFor(request.crypto_type, request.currency);
    if (answer.outcome === 'unavailable') {
      return { outcome: 'rate_unavailable', reason: answer.reason, detail: answer.detail };
    }
    return issueQuote(
      {
        request,
        address,
        rate: answer.rate,
        now: this.deps.clock(),
        id: (this.deps.newId ?? randomUUID)(),
      },
      {
        allocator: this.deps.allocator,
        key: this.deps.key,
        lifetimeMs: this.deps.lifetimeMs ?? quoteLifetimeMs,
      },
    );
  }

  /** Whether a submission may rely on the quote it carries (see verifyQuote). */
  verify(token: string, expected: QuoteExpectation): QuoteVerification {
    return verifyQuote(token, this.deps.key, expected);
  }
}
