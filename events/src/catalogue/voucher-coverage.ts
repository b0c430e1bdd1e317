import type { Money } from './money.js';
import { toMinor } from './minor-units.js';

/**
 * What keeps a voucher from paying for a payment: a currency other than the price's, or a face
 * value below the price. The submission rules refuse both before anything is written, and the
 * payment form says so by the field before sending (browser-safe, without zod).
 */
export type VoucherShortfall = 'currency' | 'value';

/** Why the voucher does not cover the price; null when it does (its currency, at least the price). */
export const voucherShortfall = (
  voucher: { amount: number; currency: string },
  price: Money,
): VoucherShortfall | null => {
  if (voucher.currency !== price.currency) return 'currency';
  const value = toMinor(voucher.amount, voucher.currency);
  return value === undefined || value < price.minor ? 'value' : null;
};
