import {
  DomainError,
  ValidationError,
  giftCardRegions,
  toMajor,
  voucherShortfall,
  type Money,
  type RefusalReason,
  type SubmittedVoucher,
} from '@ghost/events';
import type { SubmittedPayment } from './transaction-commands.js';

/**
 * The rules of the proofs a visitor gives for a payment made outside the portal, with the
 * messages a visitor reads. Codes arrive normalized (see the contract's
 * payments/submission.ts).
 */
const giftCardCodeLength = 16;
const voucherCodeLength = 16;

interface ProofRefusal {
  message: string;
  reason?: RefusalReason;
}

const giftCardCodeRefusal = (code: string): ProofRefusal | null => {
  if (code === '')
    return { message: 'Please enter your gift card code', reason: 'gift_card_required' };
  if (!/^[A-Z0-9]+$/.test(code))
    return { message: 'Nintendo eShop codes contain only letters and digits' };
  if (code.length !== giftCardCodeLength)
    return {
      message: 'Nintendo eShop codes must be exactly 16 characters',
      reason: 'gift_card_length',
    };
  if (/[OIZ]/.test(code)) {
    return {
      message: 'Nintendo eShop codes do not use the letters O, I, or Z. Please check your code.',
      reason: 'gift_card_letters',
    };
  }
  return null;
};

export const giftCardCodeProblem = (code: string): string | null =>
  giftCardCodeRefusal(code)?.message ?? null;

/** Every code well formed, none twice, and a region whose currency is the amount's. */
export const assertGiftCards = (
  codes: readonly string[] | undefined,
  region: string | null,
  amount: Money,
): void => {
  if (!codes || codes.length === 0) {
    throw new ValidationError(
      'giftCardCodes',
      'Please enter your gift card code',
      'gift_card_required',
    );
  }
  codes.forEach((code, index) => {
    const problem = giftCardCodeRefusal(code);
    if (problem)
      throw new ValidationError(`giftCardCodes.${index}`, problem.message, problem.reason);
    if (codes.indexOf(code) !== index) {
      throw new ValidationError(
        `giftCardCodes.${index}`,
        'This gift card code is entered twice',
        'gift_card_duplicate',
      );
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
      'voucher_missing',
    );
  }
  if (voucher.code.length !== voucherCodeLength) {
    throw new ValidationError(
      'paymentCode.code',
      'Rewarble code must be exactly 16 characters',
      'voucher_code_length',
    );
  }
  if (!(voucher.amount > 0)) {
    throw new ValidationError(
      'paymentCode.amount',
      'Amount must be greater than 0',
      'voucher_amount',
    );
  }
};
