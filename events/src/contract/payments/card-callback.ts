import { z } from 'zod';

/** Each value the callback keeps is cut to this many characters (a hostile caller's bloat). */
export const maxCallbackValueLength = 200;

const callbackValue = z.string();

/**
 * GET /api/payments/card/callback: the card processor's call back, our own parameters (the
 * payment ID and the token the portal made for it) plus what the processor adds. Every value is
 * read as given (the first of a repeated one, cut to `maxCallbackValueLength`), other parameters
 * are ignored: what is missing or wrong is a refusal, recorded, never a validation error.
 */
export const cardCallbackQuerySchema = z.looseObject({
  payment_id: callbackValue.optional(),
  token: callbackValue.optional(),
  /** USDC received for the payment, as a decimal text. */
  value_coin: callbackValue.optional(),
  coin: callbackValue.optional(),
  txid_in: callbackValue.optional(),
  txid_out: callbackValue.optional(),
});

/** A callback accepted: the processor confirmed the payment, which is now verified. */
export const cardCallbackAnswerSchema = z.strictObject({
  ok: z.literal(true),
  paymentId: z.string(),
});
export type CardCallbackAnswer = z.infer<typeof cardCallbackAnswerSchema>;
