import { cryptoTypes, subscriptionDurationNames, transactionTypes } from '@ghost/events';
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();

/** Fields every submission shares: the transaction creation payload of public-portal.md §3. */
const common = {
  payment_id: text(80),
  type: z.enum(transactionTypes),
  amount: z.number().positive(),
  currency: text(5),
  region: optional(text(20)),
  userUsername: optional(text(64)),
  userEmail: optional(z.email().max(254)),
  subscriptionDuration: optional(z.enum(subscriptionDurationNames)),
};

export const cryptoSubmissionSchema = z.strictObject({
  ...common,
  payment_method: z.literal('crypto'),
  crypto_type: z.enum(cryptoTypes),
  txid: text(256),
});

export const submissionRequestSchema = z.discriminatedUnion('payment_method', [
  cryptoSubmissionSchema,
]);

export type SubmissionRequest = z.infer<typeof submissionRequestSchema>;
