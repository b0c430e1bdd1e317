import {
  monthsOf,
  pricingEvents,
  toMajor,
  typesOf,
  type PricingEvent,
  type StoredEvent,
} from '@ghost/events';
import type { Projection } from '../runner/projection.js';
import { pricingCollection, type PriceDoc } from './price-doc.js';

const pricingStream = /^pricing-(.+)$/;

/** Folds each `pricing-{id}` stream into its pricing item; a deleted entry leaves the list. */
export const pricingProjection: Projection<PriceDoc> = {
  collection: pricingCollection,
  canHandle: typesOf(pricingEvents),

  keysOf(event) {
    const match = pricingStream.exec(event.streamId);
    return match?.[1] ? [match[1]] : [];
  },

  evolve(doc, stored, key) {
    const event = stored as unknown as StoredEvent & PricingEvent;
    const at = stored.metadata.occurredAt;
    switch (event.type) {
      case 'PriceCreated': {
        const { data } = event;
        return {
          _id: key,
          id: data.id,
          category: data.category,
          payment_type: data.paymentType,
          region: data.region,
          duration: data.duration,
          months: monthsOf(data.duration),
          price: toMajor(data.price),
          price_minor: data.price.minor,
          currency: data.price.currency,
          is_active: data.isActive,
          created_at: at,
          updated_at: at,
        };
      }
      case 'PriceChanged': {
        if (!doc) return null;
        const { price, isActive } = event.data.to;
        return {
          ...doc,
          price: toMajor(price),
          price_minor: price.minor,
          currency: price.currency,
          is_active: isActive,
          updated_at: at,
        };
      }
      case 'PriceDeleted':
        return null;
      default: {
        const unknown: never = event;
        throw new Error(`Unknown pricing event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
