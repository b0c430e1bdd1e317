import {
  cryptoTypes,
  giftCardRegionNames,
  portalLanguages,
  subscriptionDurationNames,
  transactionTypes,
  voucherCurrencies,
  voucherTypes,
} from '@ghost/events';
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1, 'must not be blank').max(max);
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/** Fields every submission shares: the transaction creation payload of public-portal.md §3. */
const common = {
  payment_id: text(80),
  type: z.enum(transactionTypes),
  amount: z.number().positive(),
  currency: text(5),
  userUsername: optional(text(64)),
  userEmail: optional(z.email().max(254)),
  subscriptionDuration: optional(z.enum(subscriptionDurationNames)),
  /** The payer's language, for the e-mails about the payment (English when absent). */
  language: optional(z.enum(portalLanguages)),
};

export const cryptoSubmissionSchema = z.strictObject({
  ...common,
  payment_method: z.literal('crypto'),
  crypto_type: z.enum(cryptoTypes),
  txid: text(256),
  region: z.null().optional(),
});

/**
 * Gift-card codes are compared in one spelling: upper case, without the spaces and dashes a
 * visitor may paste. Their rules (16 characters, no O, I or Z) are the decider's.
 */
const giftCardCode = z
  .string()
  .max(64)
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase());

export const giftCardSubmissionSchema = z.strictObject({
  ...common,
  payment_method: z.literal('nintendo-eshop'),
  region: z.enum(giftCardRegionNames),
  giftCardCodes: z.array(giftCardCode).max(20),
  /** NINTENDO-{timestamp}-{random}, made by the client; made by the server when absent. */
  txid: optional(text(100)),
  crypto_type: z.null().optional(),
});

/** A voucher type as the form names it, whatever its case or separators ("bank_transfer"). */
const voucherType = z.string().transform((value, ctx) => {
  const squeeze = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
  const type = voucherTypes.find((name) => squeeze(name) === squeeze(value));
  if (type) return type;
  ctx.addIssue({ code: 'custom', message: `type must be one of ${voucherTypes.join(', ')}` });
  return z.NEVER;
});

const voucherCodeSchema = z.strictObject({
  code: z
    .string()
    .max(64)
    .transform((code) => code.replace(/\s/g, '')),
  pin: z.string().trim().max(64).nullish(),
  type: voucherType,
  amount: z.union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/)
      .transform(Number),
  ]),
  currency: z.enum(voucherCurrencies),
});

/** `paymentCode` is a JSON text (public-portal.md §3); an object is taken as well. */
const paymentCode = z
  .union([z.string(), z.record(z.string(), z.unknown())])
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

export type VoucherCode = z.infer<typeof voucherCodeSchema>;

export const voucherSubmissionSchema = z.strictObject({
  ...common,
  payment_method: z.literal('alternative-rewarble'),
  paymentCode,
  /** REWARBLE-{timestamp}-{random}, made by the client; made by the server when absent. */
  txid: optional(text(100)),
  region: z.null().optional(),
  crypto_type: z.null().optional(),
});

export const submissionRequestSchema = z.discriminatedUnion('payment_method', [
  cryptoSubmissionSchema,
  giftCardSubmissionSchema,
  voucherSubmissionSchema,
]);

export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;
