import { z } from 'zod';
import { voucherCurrencies, voucherTypes } from '../../catalogue/payment-constants.js';
import { hasControlCharacters, optionalLineOfText } from '../common/text.js';
import { checkDecimals } from './amount-schema.js';
import { maxAmount } from './amount.js';

/** A voucher type as the form names it, whatever its case or separators ("bank_transfer"). */
const voucherType = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const squeeze = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
    const type = voucherTypes.find((name) => squeeze(name) === squeeze(value));
    if (type) return type;
    ctx.addIssue({ code: 'custom', message: `type must be one of ${voucherTypes.join(', ')}` });
    return z.NEVER;
  });

/**
 * The voucher's face value, a number or the text of one. Above 0 is the payment rules' check
 * (with its message); here: a number, not above `maxAmount`.
 */
const voucherAmount = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,10})?$/)
      .transform(Number),
  ])
  .pipe(z.number().max(maxAmount));

/**
 * A Rewarble voucher as the form sends it. The code is compared without
 * the spaces a visitor may type; a missing or short code is the payment rules' check, with their
 * messages.
 */
export const voucherCodeSchema = z
  .strictObject({
    code: z
      .string()
      .max(64)
      .refine((code) => !hasControlCharacters(code), 'must not contain control characters')
      .transform((code) => code.replace(/\s/g, '')),
    pin: optionalLineOfText(64).nullish(),
    type: voucherType,
    amount: voucherAmount,
    currency: z.enum(voucherCurrencies),
  })
  .superRefine((voucher, ctx) => {
    checkDecimals(voucher.amount, voucher.currency, ctx, ['amount']);
  });
export type VoucherCode = z.output<typeof voucherCodeSchema>;

/** `paymentCode` is a JSON text; an object is taken as well. */
export const paymentCodeSchema = z
  .union([z.string().max(2000), z.record(z.string(), z.unknown())])
  .transform((value, ctx): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'paymentCode must be a JSON text' });
      return z.NEVER;
    }
  })
  .pipe(voucherCodeSchema);
