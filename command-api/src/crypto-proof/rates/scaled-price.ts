import { formatCoinUnits } from '@ghost/events';

/*
 * Prices as integers of 10^-8 of their currency. Eight decimals keep a cross rate (a coin's USD
 * price times USD→EUR) exact to far below a cent, and integer arithmetic keeps every step
 * reproducible: no float touches a rate.
 */

export const priceDecimals = 8;
export const priceUnit = 10n ** BigInt(priceDecimals);

const plainDecimal = /^(\d{1,20})(?:\.(\d{1,30}))?$/;

/** A ticker's decimal text → scaled price, rounded half up at 8 decimals; null unless > 0. */
export const parsePrice = (text: string): bigint | null => {
  const match = plainDecimal.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  const kept = BigInt(
    (match[1] ?? '0') + fraction.slice(0, priceDecimals).padEnd(priceDecimals, '0'),
  );
  const roundUp = (fraction[priceDecimals] ?? '0') >= '5' ? 1n : 0n;
  const scaled = kept + roundUp;
  return scaled > 0n ? scaled : null;
};

export const formatPrice = (scaled: bigint): string => formatCoinUnits(scaled, priceDecimals);

const divideRounded = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** a × b, both scaled. */
export const multiplyPrices = (a: bigint, b: bigint): bigint => divideRounded(a * b, priceUnit);

/** 1 / a, scaled (EUR→USD from USD→EUR). */
export const invertPrice = (a: bigint): bigint => divideRounded(priceUnit * priceUnit, a);

/** The midpoint of two prices. */
export const meanPrice = (a: bigint, b: bigint): bigint => divideRounded(a + b, 2n);

/** Whether two prices are more than `basisPoints` (1/100 %) apart, relative to the lower. */
export const fartherApartThan = (a: bigint, b: bigint, basisPoints: number): boolean => {
  const [low, high] = a < b ? [a, b] : [b, a];
  return (high - low) * 10_000n > low * BigInt(basisPoints);
};

/** How far apart two prices are, in percent with two decimals, for a message. */
export const percentApart = (a: bigint, b: bigint): string => {
  const [low, high] = a < b ? [a, b] : [b, a];
  return formatCoinUnits(divideRounded((high - low) * 10_000n, low), 2, 2);
};
