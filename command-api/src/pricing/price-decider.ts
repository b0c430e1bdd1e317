import {
  DomainError,
  ValidationError,
  priceIdOf,
  toMajor,
  type PriceIdentity,
  type PricingCurrency,
  type PricingEvent,
} from '@ghost/events';
import type { Decider } from '../handling/decider.js';
import { assertConsistent, priceOf, type PriceEntry } from './price-entry.js';

export type PriceState =
  | { status: 'absent' }
  | { status: 'listed'; entry: PriceEntry }
  | { status: 'deleted'; entry: PriceEntry };

export interface NewPrice extends PriceIdentity {
  price: number;
  currency: PricingCurrency;
  isActive: boolean;
}

/** The fields that say what an entry prices: they never change (a new entry is made instead). */
export interface FixedFields {
  category?: string;
  payment_type?: string;
  region?: string | null;
  duration?: string;
}

export type PriceCommand =
  | { kind: 'CreatePrice'; price: NewPrice }
  /** The first start's price list: written once, never again, even after a deletion. */
  | { kind: 'SeedPrice'; price: NewPrice }
  | {
      kind: 'ChangePrice';
      id: string;
      fixed: FixedFields;
      price?: number;
      currency?: PricingCurrency;
      isActive?: boolean;
    }
  | { kind: 'DeletePrice'; id: string };

const created = (price: NewPrice): PricingEvent => {
  const money = priceOf(price.price, price.currency);
  assertConsistent(price, money.currency);
  return {
    type: 'PriceCreated',
    data: {
      id: priceIdOf(price),
      category: price.category,
      paymentType: price.paymentType,
      region: price.region,
      duration: price.duration,
      price: money,
      isActive: price.isActive,
    },
  };
};

const listed = (state: PriceState): PriceEntry => {
  if (state.status !== 'listed') throw new DomainError('PRICE_NOT_FOUND');
  return state.entry;
};

const assertFixedFieldsKept = (entry: PriceEntry, fixed: FixedFields): void => {
  const kept: [keyof FixedFields, unknown][] = [
    ['category', entry.category],
    ['payment_type', entry.paymentType],
    ['region', entry.region],
    ['duration', entry.duration],
  ];
  for (const [field, value] of kept) {
    if (fixed[field] !== undefined && fixed[field] !== value) {
      throw new ValidationError(
        field,
        `${field} of a price entry cannot be changed; create an entry for it instead`,
      );
    }
  }
};

const changePrice = (
  command: Extract<PriceCommand, { kind: 'ChangePrice' }>,
  state: PriceState,
): PricingEvent[] => {
  const entry = listed(state);
  assertFixedFieldsKept(entry, command.fixed);
  const currency = command.currency ?? (entry.price.currency as PricingCurrency);
  const price = priceOf(command.price ?? toMajor(entry.price), currency);
  assertConsistent(entry, currency);
  const from = { price: entry.price, isActive: entry.isActive };
  const to = { price, isActive: command.isActive ?? entry.isActive };
  const same =
    to.price.minor === from.price.minor &&
    to.price.currency === from.price.currency &&
    to.isActive === from.isActive;
  return same ? [] : [{ type: 'PriceChanged', data: { id: entry.id, from, to } }];
};

/**
 * One price entry (one payment type, region and duration). Its id names what it prices, so its
 * stream is the uniqueness of that combination.
 */
export const priceDecider: Decider<PriceState, PriceCommand, PricingEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'PriceCreated':
        return { status: 'listed', entry: event.data };
      case 'PriceChanged':
        return state.status === 'absent'
          ? state
          : {
              status: state.status,
              entry: {
                ...state.entry,
                price: event.data.to.price,
                isActive: event.data.to.isActive,
              },
            };
      case 'PriceDeleted':
        return state.status === 'absent' ? state : { status: 'deleted', entry: state.entry };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
  decide: (command, state) => {
    switch (command.kind) {
      case 'CreatePrice':
        if (state.status === 'listed') throw new DomainError('PRICE_ALREADY_EXISTS');
        return [created(command.price)];
      case 'SeedPrice':
        return state.status === 'absent' ? [created(command.price)] : [];
      case 'ChangePrice':
        return changePrice(command, state);
      case 'DeletePrice': {
        const entry = listed(state);
        return [
          {
            type: 'PriceDeleted',
            data: { id: entry.id, last: { price: entry.price, isActive: entry.isActive } },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new DomainError('INTERNAL_ERROR', `Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
