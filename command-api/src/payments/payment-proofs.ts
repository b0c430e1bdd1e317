import {
  DomainError,
  ValidationError,
  giftCardRegions,
  toMajor,
  voucherShortfall,
  type Money,
  type SubmittedVoucher,
} from '@ghost/events';
import type { SubmittedPayment } from './transaction-commands.js';

/**
 * The rules of the proofs a visitor gives for a payment made outside the portal, with the
 * messages of public-portal.md §5. Codes arrive normalized (see the contract's
 * payments/submission.ts).
 */
const giftCardCodeLength = 16;
const voucherCodeLength = 16;

export const giftCardCodeProblem = (code: string): string | null => {
  if (code === '') return 'Please enter your gift card code';
  if (!/^[A-Z0-9]+$/.test(code)) return 'Nintendo eShop codes contain only letters and digits';
  if (code.length !== giftCardCodeLength)
    return 'Nintendo eShop codes must be exactly 16 characters';
  if (/[OIZ]/.test(code)) {
    return 'Nintendo eShop codes do not use the letters O, I, or Z. Please check your code.';
  }
  return null;
};

/** Every code well formed, none twice, and a region whose currency is the amount's. */
export const assertGiftCards = (
  codes: readonly string[] | undefined,
  region: string | null,
  amount: Money,
): void => {
  if (!codes || codes.length === 0) {
    throw new ValidationError('giftCardCodes', 'Please enter your gift card code');
  }
  codes.forEach((code, index) => {
    const problem = giftCardCodeProblem(code);
    if (problem) throw new ValidationError(`giftCardCodes.${index}`, problem);
    if (codes.indexOf(code) !== index) {
      throw new ValidationError(`giftCardCodes.${index}`, 'This gift card code is entered twice');
    }
  });
  const currency = Object.entries(giftCardRegions).find(([name]) => name === region)?.[1];
  if (!currency) throw new ValidationError('region', 'region must be europe, us or japan');
  if (amount.currency !== currency) {
    throw new ValidationError('currency', `Gift cards of the ${region} region are in ${currency}`);
  }
};

/**
 * A submission records its gift cards sealed, never in the clear: one sealed card for each code
 * the rules checked, and no clear codes.
 */
export const assertSealedAsGiven = (
  payment: Pick<SubmittedPayment, 'giftCards' | 'giftCardCodes'>,
  codes: readonly string[] | undefined,
): void => {
  if (payment.giftCardCodes !== undefined || payment.giftCards?.length !== codes?.length) {
    throw new DomainError('INTERNAL_ERROR', 'Gift-card codes must be recorded sealed, each once');
  }
};

/**
 * A voucher pays for a payment only in the payment's currency and for at least its amount (the
 * price): anything else is refused before anything is written. Its issuer confirms the value
 * when the voucher is redeemed.
 */
export const assertVoucherCoversPrice = (voucher: SubmittedVoucher, price: Money): void => {
  const shortfall = voucherShortfall(voucher, price);
  if (shortfall === null) return;
  const details = { price: { amount: toMajor(price), currency: price.currency } };
  if (shortfall === 'currency') {
    throw new DomainError('VOUCHER_CURRENCY_MISMATCH', undefined, {
      field: 'paymentCode.currency',
      ...details,
    });
  }
  throw new DomainError('VOUCHER_VALUE_TOO_LOW', undefined, {
    field: 'paymentCode.amount',
    ...details,
  });
};

export const assertVoucher = (voucher: SubmittedVoucher | undefined): void => {
  if (!voucher || voucher.code === '') {
    throw new ValidationError(
      'paymentCode.code',
      'Please fill in the Rewarble code, type, and amount',
    );
  }
  if (voucher.code.length !== voucherCodeLength) {
    throw new ValidationError('paymentCode.code', 'Rewarble code must be exactly 16 characters');
  }
  if (!(voucher.amount > 0)) {
    throw new ValidationError('paymentCode.amount', 'Amount must be greater than 0');
  }
};
