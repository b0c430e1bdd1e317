import {
  DomainError,
  ValidationError,
  isDomainError,
  pricingRegions,
  streams,
  type EventStore,
  type GlobalPosition,
  type PricingRegion,
} from '@ghost/events';
import {
  maxBulkPricingItems,
  priceChangeSchema,
  type PriceChangeRequest,
  type PricingItem,
} from '@ghost/events/contract';
import { parseInput } from '@ghost/events/http';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import { fold } from '../handling/stream-state.js';
import { priceDecider } from './price-decider.js';
import { defaultCurrencyOf, pricingItemOf } from './price-entry.js';
import { changeCommandOf } from './pricing-commands.js';

/** The messages of a bulk save, as the settings screen shows them. */
export const bulkMessages = {
  notAnArray: 'Pricing data is corrupted. Please refresh the page.',
  nothingToSave:
    'No valid pricing items found to save. Please check that items have proper IDs and required fields.',
} as const;

type BulkItem = PriceChangeRequest & { id: string };

const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** An item the admin form may save: an id, category, payment type, duration and numeric price. */
const isComplete = (item: unknown): item is Record<string, unknown> => {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const fields = item as Record<string, unknown>;
  return (
    filled(fields.id) &&
    filled(fields.category) &&
    filled(fields.payment_type) &&
    filled(fields.duration) &&
    typeof fields.price === 'number' &&
    Number.isFinite(fields.price)
  );
};

const isRegion = (value: unknown): value is PricingRegion =>
  typeof value === 'string' && (pricingRegions as readonly string[]).includes(value);

/** A complete item, with the defaults: active unless false, the region's currency or USD. */
const parseItem = (item: Record<string, unknown>, index: number): BulkItem => {
  let parsed: PriceChangeRequest;
  try {
    parsed = parseInput(priceChangeSchema, item);
  } catch (error) {
    if (error instanceof ValidationError) {
      throw new ValidationError(`[${index}].${error.field}`, error.message);
    }
    throw error;
  }
  const region = isRegion(parsed.region) ? parsed.region : null;
  return {
    ...parsed,
    id: String(item.id),
    currency: parsed.currency ?? defaultCurrencyOf({ region }),
    is_active: parsed.is_active ?? true,
  };
};

export interface BulkParse {
  items: BulkItem[];
  /** Items left out for lacking a required field, as the admin form leaves them out. */
  skipped: number;
}

/** PUT /api/pricing/bulk/update's body: an array; only complete items are saved. */
export const parseBulkUpdate = (body: unknown): BulkParse => {
  if (!Array.isArray(body)) throw new ValidationError('body', bulkMessages.notAnArray);
  if (body.length > maxBulkPricingItems) {
    throw new ValidationError(
      'body',
      `At most ${maxBulkPricingItems} pricing items can be saved at once`,
    );
  }
  const items: BulkItem[] = [];
  const seen = new Set<string>();
  body.forEach((item: unknown, index) => {
    if (!isComplete(item)) return;
    const parsed = parseItem(item, index);
    if (seen.has(parsed.id)) {
      throw new ValidationError(`[${index}].id`, `${parsed.id} appears twice in this save`);
    }
    seen.add(parsed.id);
    items.push(parsed);
  });
  if (items.length === 0) throw new ValidationError('body', bulkMessages.nothingToSave);
  return { items, skipped: body.length - items.length };
};

export interface BulkAnswer {
  saved: number;
  unchanged: number;
  skipped: number;
  items: PricingItem[];
  position: GlobalPosition | null;
}

/**
 * Saves the complete items of a bulk save. Every item is decided on its entry's current state
 * before anything is written, so one bad item (unknown id, a changed duration, a bad price)
 * refuses the whole save; then each entry's change is appended to its own stream.
 */
export const bulkUpdatePrices = async (
  eventStore: EventStore,
  { items, skipped }: BulkParse,
  context: CommandContext,
): Promise<BulkAnswer> => {
  await Promise.all(
    items.map(async (item, index) => {
      const history = await eventStore.readStream(streams.pricing(item.id));
      const state = fold(priceDecider, history);
      try {
        priceDecider.decide(changeCommandOf(item.id, item), state);
      } catch (error) {
        if (error instanceof ValidationError) {
          throw new ValidationError(`[${index}].${error.field}`, error.message);
        }
        if (isDomainError(error)) {
          throw new DomainError(error.code, error.message, { ...error.details, id: item.id });
        }
        throw error;
      }
    }),
  );
  const results = [];
  for (const item of items) {
    results.push(
      await handleCommand(
        eventStore,
        streams.pricing(item.id),
        priceDecider,
        changeCommandOf(item.id, item),
        context,
      ),
    );
  }
  const positions = results.flatMap((result) =>
    result.position === null ? [] : [result.position],
  );
  return {
    saved: results.filter((result) => result.events.length > 0).length,
    unchanged: results.filter((result) => result.events.length === 0).length,
    skipped,
    items: results.flatMap((result) =>
      result.state.status === 'listed' ? [pricingItemOf(result.state.entry)] : [],
    ),
    position: positions.length === 0 ? null : Math.max(...positions),
  };
};
