import { coinSpecs, decimalsOf, powerOfTen, type CryptoType } from '@ghost/events';
import { priceDecimals } from '../rates/scaled-price.js';

/** What a payment amount comes to in a coin, before its tag. */
export interface QuotedAmount {
  /**
   * The amount in the coin's shown units (10^-shownDecimals), rounded up: the payer never sends
   * less than the price.
   */
  baseUnits: bigint;
  /**
   * How many tags there are: the tag t (0 ≤ t < tagSpan, added to the last digits) is always worth
   * less than one minor unit of the payment's currency (a cent; a yen). At least 1 (tag 0).
   */
  tagSpan: bigint;
}

/**
 * `amountMinor` of `currency` (cents; whole yen) in `coin` at `rateScaled` (the price of one coin
 * in the currency, in 10^-8): all in integers.
 *
 *   coins = amountMinor / 10^currencyDecimals / (rateScaled / 10^8)
 *   base  = ceil(coins × 10^shownDecimals)
 *   one minor unit in shown units = 10^8 × 10^shownDecimals / (10^currencyDecimals × rateScaled)
 */
export const quoteAmount = (
  coin: CryptoType,
  amountMinor: number,
  currency: string,
  rateScaled: bigint,
): QuotedAmount => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError('A quoted amount is a positive whole number of minor units');
  }
  if (rateScaled <= 0n) throw new RangeError('A rate is positive');
  const scale = powerOfTen(priceDecimals + coinSpecs[coin].shownDecimals);
  const denominator = powerOfTen(decimalsOf(currency)) * rateScaled;
  const ceilDivide = (numerator: bigint) => (numerator + denominator - 1n) / denominator;
  const tagSpan = ceilDivide(scale);
  return {
    baseUnits: ceilDivide(BigInt(amountMinor) * scale),
    tagSpan: tagSpan > 0n ? tagSpan : 1n,
  };
};
