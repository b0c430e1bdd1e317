import { toMinor, voucherShortfall } from '@ghost/events/contract';

/** Rewarble codes are 16 characters once spaces are removed. */
export const voucherCodeLength = 16;
/** 16 characters in four groups of four, with three spaces between them. */
export const groupedVoucherCodeLength = 19;

/** The code without the spaces and dashes a visitor types or pastes between its groups. */
export const bareVoucherCode = (input: string): string => input.replace(/[\s-]/g, '');

/** The code as it is shown while typed: groups of 4 split by a space, at most 19 characters. */
export const groupVoucherCode = (input: string): string =>
  (
    bareVoucherCode(input)
      .slice(0, voucherCodeLength)
      .match(/.{1,4}/g) ?? []
  ).join(' ');

export interface VoucherDraft {
  code: string;
  pin: string;
  type: string;
  amount: string;
  currency: string;
}

export type VoucherProblem =
  'missing' | 'codeLength' | 'amount' | 'valueTooLow' | 'currencyMismatch';
export type VoucherField = 'code' | 'type' | 'amount' | 'currency';

/** The price the voucher pays for: the order's amount and currency (0: a donation not typed yet). */
export interface VoucherPrice {
  amount: number;
  currency: string;
}

/**
 * The voucher's rules, field by field: code, type and amount are required (one message
 * for the three), the code is 16 characters without spaces, the amount is above 0. Then, as the
 * server refuses them: a voucher in another currency than the price's, or worth less than it.
 */
export const voucherProblems = (
  draft: VoucherDraft,
  price: VoucherPrice | null = null,
): Partial<Record<VoucherField, VoucherProblem>> => {
  const problems: Partial<Record<VoucherField, VoucherProblem>> = {};
  const code = bareVoucherCode(draft.code);
  if (code === '') problems.code = 'missing';
  else if (code.length !== voucherCodeLength) problems.code = 'codeLength';
  if (draft.type === '') problems.type = 'missing';
  const amount = draft.amount.trim();
  if (amount === '') problems.amount = 'missing';
  else if (!(Number(amount) > 0)) problems.amount = 'amount';
  const priceMinor = price && price.amount > 0 ? toMinor(price.amount, price.currency) : undefined;
  if (price && priceMinor !== undefined) {
    const shortfall = voucherShortfall(
      { amount: Number(amount), currency: draft.currency },
      { minor: priceMinor, currency: price.currency },
    );
    if (shortfall === 'currency') problems.currency = 'currencyMismatch';
    else if (shortfall === 'value' && !problems.amount) problems.amount = 'valueTooLow';
  }
  return problems;
};

/** `paymentCode` of the submission: a JSON text of the voucher. */
export const voucherPaymentCode = (draft: VoucherDraft): string => {
  const pin = draft.pin.trim();
  return JSON.stringify({
    code: bareVoucherCode(draft.code),
    ...(pin !== '' && { pin }),
    type: draft.type,
    amount: Number(draft.amount),
    currency: draft.currency,
  });
};
