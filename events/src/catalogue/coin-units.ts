/*
 * Coin amounts are whole numbers of the coin's smallest unit (satoshi, wei, lamport, a token's
 * base unit), held as bigint: no float ever carries a coin amount. Decimal strings are only for
 * the edges (what a payer reads and types, what a wallet link carries). Browser-safe and without
 * a dependency: the kernel's browser entry imports zod only, and these two conversions are exact
 * string work.
 */

const decimalText = /^(\d{1,30})(?:\.(\d{1,30}))?$/;

/**
 * "0.00412345" in a coin with `decimals` decimals → 412345n × 10^(decimals − 8). Null when the
 * text is not a plain non-negative decimal (no sign, exponent or grouping) or has more decimals
 * than the unit allows, so nothing is ever rounded silently.
 */
export const parseCoinUnits = (text: string, decimals: number): bigint | null => {
  const match = decimalText.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return null;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
};

/**
 * Smallest units → a decimal string of the coin: 412345n with 8 decimals → "0.00412345".
 * Trailing zeros are dropped, then padded back to `minFractionDigits` (a quote shows every digit
 * it fixed, the tag included: `formatCoinUnits(410000n, 8, 8)` is "0.00410000").
 */
export const formatCoinUnits = (units: bigint, decimals: number, minFractionDigits = 0): string => {
  if (units < 0n) throw new RangeError('A coin amount is never negative');
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits
    .slice(digits.length - decimals)
    .replace(/0+$/, '')
    .padEnd(Math.min(minFractionDigits, decimals), '0');
  return fraction === '' ? whole : `${whole}.${fraction}`;
};

/** 10^n as a bigint. */
export const powerOfTen = (exponent: number): bigint => 10n ** BigInt(exponent);
