import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event.js';
import { subscriptionDurationNames } from './durations.js';
import { moneySchema } from './money.js';
import { cryptoTypes, paymentMethods, transactionTypes } from './payment-constants.js';

/** A visitor submitted a payment made outside the portal (crypto, gift card, voucher) for checking. */
export const PaymentSubmitted = defineEvent(
  'PaymentSubmitted',
  1,
  z.strictObject({
    paymentId: z.string(),
    type: z.enum(transactionTypes),
    method: z.enum(paymentMethods),
    cryptoType: z.enum(cryptoTypes).nullable(),
    txid: z.string(),
    amount: moneySchema,
    region: z.string().nullable(),
    username: z.string().nullable(),
    email: z.string().nullable(),
    subscriptionDuration: z.enum(subscriptionDurationNames).nullable(),
    /** The price entry a subscription's amount was checked against; null for donations. */
    priceRef: z.string().nullable(),
  }),
);

export const transactionEvents = [PaymentSubmitted] as const;
export type TransactionEvent = EventOf<(typeof transactionEvents)[number]>;
