import { z } from 'zod';

/**
 * The voucher issuer's check call, shared by the HTTP adapter and the sandbox:
 * `POST {url}` with this JSON, answered 200 with a verdict.
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

/** The code as issuers compare it: spaces and dashes dropped, upper case. */
export const normalizeVoucherCode = (code: string): string =>
  code.replace(/[\s-]/g, '').toUpperCase();
