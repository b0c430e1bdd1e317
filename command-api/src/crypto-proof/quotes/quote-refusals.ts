import { DomainError } from '@ghost/events';
import type { CryptoType } from '@ghost/events';

/**
 * No rate can be had for the coin now (the exchanges cannot be reached, or differ by more than
 * the allowed gap): 503, and the payment form falls back to the price in the payment's currency,
 * which staff verify by hand. `reason` says which, for the form and the operator.
 */
export class CryptoQuoteUnavailableError extends DomainError {
  constructor(coin: CryptoType, reason: string, detail: string) {
    super(
      'CRYPTO_QUOTE_UNAVAILABLE',
      undefined,
      { field: 'crypto_type', coin, reason },
      { detail },
    );
    this.name = 'CryptoQuoteUnavailableError';
  }
}

/**
 * Every amount that could name a payment of the coin at this price is held by an open quote or
 * a waiting payment: 503 until quotes expire, since two open quotes never share an amount.
 */
export class CryptoQuoteAmountsExhaustedError extends DomainError {
  constructor(coin: CryptoType) {
    super('CRYPTO_QUOTE_AMOUNTS_EXHAUSTED', undefined, { field: 'crypto_type', coin });
    this.name = 'CryptoQuoteAmountsExhaustedError';
  }
}

/** No receiving address is configured for the coin: it is not offered (as at submission). */
export class CryptoCoinUnavailableError extends DomainError {
  constructor(coin: CryptoType) {
    super('CRYPTO_COIN_UNAVAILABLE', undefined, { field: 'crypto_type', coin });
    this.name = 'CryptoCoinUnavailableError';
  }
}
