import {
  ValidationError,
  priceIdOf,
  streams,
  type EventStore,
  type GlobalPosition,
} from '@ghost/events';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import {
  priceDecider,
  type NewPrice,
  type PriceCommand,
  type PriceState,
} from './price-decider.js';
import { pricingItemOf, type PriceEntry } from './price-entry.js';
import type { PriceChangeRequest } from './price-request.js';

export interface PriceAnswer {
  item: ReturnType<typeof pricingItemOf> | null;
  position: GlobalPosition | null;
}

const entryOf = (state: PriceState): PriceEntry | null =>
  state.status === 'listed' ? state.entry : null;

const run = async (
  eventStore: EventStore,
  id: string,
  command: PriceCommand,
  context: CommandContext,
): Promise<PriceAnswer> => {
  const handled = await handleCommand(
    eventStore,
    streams.pricing(id),
    priceDecider,
    command,
    context,
  );
  const entry = entryOf(handled.state);
  return { item: entry && pricingItemOf(entry), position: handled.position };
};

export const createPrice = (
  eventStore: EventStore,
  price: NewPrice,
  context: CommandContext,
): Promise<PriceAnswer> =>
  run(eventStore, priceIdOf(price), { kind: 'CreatePrice', price }, context);

/** The change command for an admin's edit of one entry (PUT /pricing/{id} or a bulk item). */
export const changeCommandOf = (
  id: string,
  request: PriceChangeRequest,
): Extract<PriceCommand, { kind: 'ChangePrice' }> => ({
  kind: 'ChangePrice',
  id,
  fixed: {
    ...(request.category === undefined ? {} : { category: request.category }),
    ...(request.payment_type === undefined ? {} : { payment_type: request.payment_type }),
    ...(request.region === undefined ? {} : { region: request.region }),
    ...(request.duration === undefined ? {} : { duration: request.duration }),
  },
  ...(request.price === undefined ? {} : { price: request.price }),
  ...(request.currency === undefined ? {} : { currency: request.currency }),
  ...(request.is_active === undefined ? {} : { isActive: request.is_active }),
});

export const changePrice = (
  eventStore: EventStore,
  id: string,
  request: PriceChangeRequest,
  context: CommandContext,
): Promise<PriceAnswer> => {
  if (request.id !== undefined && request.id !== id) {
    throw new ValidationError('id', 'The id in the body is not the id in the path');
  }
  return run(eventStore, id, changeCommandOf(id, request), context);
};

export const deletePrice = (
  eventStore: EventStore,
  id: string,
  context: CommandContext,
): Promise<PriceAnswer> => run(eventStore, id, { kind: 'DeletePrice', id }, context);
