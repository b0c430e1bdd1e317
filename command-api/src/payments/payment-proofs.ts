import {
  ValidationError,
  giftCardRegions,
  type Money,
  type RefusalReason,
  type SubmittedVoucher,
} from '@ghost/events';

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
