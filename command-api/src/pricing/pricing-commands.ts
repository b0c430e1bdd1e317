import {
  DomainError,
  ValidationError,
  priceIdOf,
  streams,
  type EventStore,
  type GlobalPosition,
} from '@ghost/events';
import type { PriceChangeRequest, PricingItem } from '@ghost/events/contract';
import type { CommandContext } from '../handling/command-context.js';
import { handleCommand } from '../handling/handle-command.js';
import {
  priceDecider,
  type NewPrice,
  type PriceCommand,
  type PriceState,
} from './price-decider.js';
import { pricingItemOf } from './price-entry.js';

export interface PriceAnswer {
  item: PricingItem;
  position: GlobalPosition | null;
}

const run = (eventStore: EventStore, id: string, command: PriceCommand, context: CommandContext) =>
  handleCommand(eventStore, streams.pricing(id), priceDecider, command, context);

/** The entry a creation or a change leaves on the list. */
const listed = ({ state, position }: { state: PriceState; position: GlobalPosition | null }) => {
  if (state.status !== 'listed') throw new DomainError('PRICE_NOT_FOUND');
  return { item: pricingItemOf(state.entry), position };
};

export const createPrice = async (
  eventStore: EventStore,
  price: NewPrice,
  context: CommandContext,
): Promise<PriceAnswer> =>
  listed(await run(eventStore, priceIdOf(price), { kind: 'CreatePrice', price }, context));

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

export const changePrice = async (
  eventStore: EventStore,
  id: string,
  request: PriceChangeRequest,
  context: CommandContext,
): Promise<PriceAnswer> => {
  if (request.id !== undefined && request.id !== id) {
    throw new ValidationError('id', 'The id in the body is not the id in the path');
  }
  return listed(await run(eventStore, id, changeCommandOf(id, request), context));
};

export const deletePrice = async (
  eventStore: EventStore,
  id: string,
  context: CommandContext,
): Promise<GlobalPosition | null> =>
  (await run(eventStore, id, { kind: 'DeletePrice', id }, context)).position;
