import type { CryptoType, PaymentCurrency } from '@ghost/events';

/** The price of one whole coin in a payment currency, as the rate source settled it. */
export interface Rate {
  coin: CryptoType;
  currency: PaymentCurrency;
  /** The price in 10^-8 of the currency (an integer: no float carries a rate). */
  scaled: bigint;
  /** The same price as a decimal string: "64000.5". */
  text: string;
  /** What each source said, in the currency (none for a stablecoin in its own currency). */
  sources: { name: string; price: string }[];
  /** When the sources were asked. */
  at: Date;
}

/**
 * Why no rate can be had: a source could not be asked or answered nonsense (`source_failed`),
 * or the sources disagree by more than allowed (`sources_disagree`). The caller falls back (the
 * form then shows the price in the payment's currency and staff verify); it is never a crash.
 */
export type RateUnavailableReason = 'source_failed' | 'sources_disagree';

export type RateAnswer =
  | { outcome: 'rate'; rate: Rate }
  | { outcome: 'unavailable'; reason: RateUnavailableReason; detail: string };

/**
 * The price of a coin in USD, EUR or JPY. Real adapter: two independent exchange tickers
 * compared; sandbox: a fixed table served the same way. A stablecoin is 1:1 to USD.
 */
export interface RateSource {
  rateFor(coin: CryptoType, currency: PaymentCurrency): Promise<RateAnswer>;
}
