import { z } from 'zod';
import { defineEvent, type EventOf } from './define-event.js';
import { subscriptionDurationNames } from './durations.js';
import { moneySchema } from './money.js';
import { pricingCategories, pricingPaymentTypes, pricingRegions } from './pricing.js';

const priceState = z.strictObject({ price: moneySchema, isActive: z.boolean() });

/** A price entry was put on the list (by a super admin, or by the first start's seeding). */
export const PriceCreated = defineEvent(
  'PriceCreated',
  1,
  z.strictObject({
    id: z.string().min(1),
    category: z.enum(pricingCategories),
    paymentType: z.enum(pricingPaymentTypes),
    region: z.enum(pricingRegions).nullable(),
    duration: z.enum(subscriptionDurationNames),
    price: moneySchema,
    isActive: z.boolean(),
  }),
);

/** A price or its active flag changed; payments made before keep the price they were made at. */
export const PriceChanged = defineEvent(
  'PriceChanged',
  1,
  z.strictObject({ id: z.string().min(1), from: priceState, to: priceState }),
);

/** A price entry was taken off the list. */
export const PriceDeleted = defineEvent(
  'PriceDeleted',
  1,
  z.strictObject({ id: z.string().min(1), last: priceState }),
);

export const pricingEvents = [PriceCreated, PriceChanged, PriceDeleted] as const;
export type PricingEvent = EventOf<(typeof pricingEvents)[number]>;
