import { z } from 'zod';

/**
 * The voucher issuer's two calls, shared by the HTTP adapter and the sandbox: `POST {check URL}`
 * with the claim, answered 200 with a verdict; `POST {redeem URL}` with the claim and the
 * payment's reference, answered 200 with the redemption or a refusal.
 */
export const voucherCheckRequestSchema = z.strictObject({
  code: z.string().min(1).max(64),
  pin: z.string().max(64).nullable(),
  type: z.string().max(64),
  /** In major units, with the currency's decimals, e.g. "25.00". */
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  currency: z.string().min(3).max(5),
});
export type VoucherCheckRequest = z.infer<typeof voucherCheckRequestSchema>;

export const voucherCheckAnswerSchema = z.object({
  status: z.enum(['valid', 'invalid', 'used']),
  reason: z.string().max(500).optional(),
});
export type VoucherCheckAnswer = z.infer<typeof voucherCheckAnswerSchema>;

/** The redemption of a voucher for one payment: `reference` is the payment ID. */
export const voucherRedeemRequestSchema = voucherCheckRequestSchema.extend({
  reference: z.string().min(1).max(100),
});
export type VoucherRedeemRequest = z.infer<typeof voucherRedeemRequestSchema>;

export const voucherRedeemAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('redeemed'),
    redemptionId: z.string().min(1).max(200),
    /** What the voucher was worth, in major units of `currency`. */
    value: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    currency: z.string().min(3).max(5),
  }),
  z.object({ status: z.enum(['invalid', 'used']), reason: z.string().max(500).optional() }),
]);
export type VoucherRedeemAnswer = z.infer<typeof voucherRedeemAnswerSchema>;

/** The code as issuers compare it: spaces and dashes dropped, upper case. */
export const normalizeVoucherCode = (code: string): string =>
  code.replace(/[\s-]/g, '').toUpperCase();
