import { describe, it } from 'vitest';
import type { PricingEvent } from '@ghost/events';
import { deciderSpec } from '../handling/decider-spec.js';
import { priceDecider, type NewPrice } from './price-decider.js';

const spec = deciderSpec(priceDecider);
const id = 'ghost-eshop-pro.nintendo-eshop.europe.3_months';
const threeMonthsInEurope: NewPrice = {
  category: 'ghost-eshop-pro',
  paymentType: 'nintendo-eshop',
  region: 'europe',
  duration: '3_months',
  price: 12,
  currency: 'EUR',
  isActive: true,
};
const eur = (minor: number) => ({ minor, currency: 'EUR' });
const created: PricingEvent = {
  type: 'PriceCreated',
  data: {
    id,
    category: 'ghost-eshop-pro',
    paymentType: 'nintendo-eshop',
    region: 'europe',
    duration: '3_months',
    price: eur(1200),
    isActive: true,
  },
};
const deleted: PricingEvent = {
  type: 'PriceDeleted',
  data: { id, last: { price: eur(1200), isActive: true } },
};
const change = (fields: { price?: number; isActive?: boolean; fixed?: object }) => ({
  kind: 'ChangePrice' as const,
  id,
  fixed: {},
  ...fields,
});

describe('creating a price entry', () => {
  it('lists a price in minor units under an id naming its type, region and duration', () => {
    spec.given([]).when({ kind: 'CreatePrice', price: threeMonthsInEurope }).then([created]);
  });

  it('refuses a second entry for the same type, region and duration', () => {
    spec
      .given([created])
      .when({ kind: 'CreatePrice', price: threeMonthsInEurope })
      .thenRefuses('PRICE_ALREADY_EXISTS');
  });

  it('lists a deleted entry again when it is created anew', () => {
    spec
      .given([created, deleted])
      .when({ kind: 'CreatePrice', price: threeMonthsInEurope })
      .then([created]);
  });

  it('refuses a negative price and a price with more than 2 decimals', () => {
    spec
      .given([])
      .when({ kind: 'CreatePrice', price: { ...threeMonthsInEurope, price: -1 } })
      .thenRefuses('VALIDATION_ERROR', 'price');
    spec
      .given([])
      .when({ kind: 'CreatePrice', price: { ...threeMonthsInEurope, price: 12.345 } })
      .thenRefuses('VALIDATION_ERROR', 'price');
  });

  it('refuses yen prices with decimals', () => {
    spec
      .given([])
      .when({
        kind: 'CreatePrice',
        price: { ...threeMonthsInEurope, region: 'japan', currency: 'JPY', price: 1800.5 },
      })
      .thenRefuses('VALIDATION_ERROR', 'price');
  });

  it('refuses a gift-card price in another currency than its region', () => {
    spec
      .given([])
      .when({ kind: 'CreatePrice', price: { ...threeMonthsInEurope, currency: 'USD' } })
      .thenRefuses('VALIDATION_ERROR', 'currency');
  });

  it('refuses a gift-card price without region and a card price with one', () => {
    spec
      .given([])
      .when({ kind: 'CreatePrice', price: { ...threeMonthsInEurope, region: null } })
      .thenRefuses('VALIDATION_ERROR', 'region');
    spec
      .given([])
      .when({
        kind: 'CreatePrice',
        price: { ...threeMonthsInEurope, paymentType: 'card', currency: 'USD' },
      })
      .thenRefuses('VALIDATION_ERROR', 'region');
  });
});

describe('seeding the price list', () => {
  it('writes a seeded entry on a stream that never existed', () => {
    spec.given([]).when({ kind: 'SeedPrice', price: threeMonthsInEurope }).then([created]);
  });

  it('writes nothing when the entry was seeded already, or deleted since', () => {
    spec.given([created]).when({ kind: 'SeedPrice', price: threeMonthsInEurope }).then([]);
    spec.given([created, deleted]).when({ kind: 'SeedPrice', price: threeMonthsInEurope }).then([]);
  });
});

describe('changing a price entry', () => {
  it('records the old and the new price and active flag', () => {
    spec
      .given([created])
      .when(change({ price: 10.5, isActive: false }))
      .then([
        {
          type: 'PriceChanged',
          data: {
            id,
            from: { price: eur(1200), isActive: true },
            to: { price: eur(1050), isActive: false },
          },
        },
      ]);
  });

  it('records nothing when nothing changes', () => {
    spec
      .given([created])
      .when(change({ price: 12, isActive: true }))
      .then([]);
  });

  it('refuses to change what the entry prices (its type, region or duration)', () => {
    spec
      .given([created])
      .when(change({ price: 10, fixed: { duration: '1_year' } }))
      .thenRefuses('VALIDATION_ERROR', 'duration');
    spec
      .given([created])
      .when(change({ price: 10, fixed: { region: 'us' } }))
      .thenRefuses('VALIDATION_ERROR', 'region');
  });

  it('accepts the fixed fields sent again unchanged', () => {
    spec
      .given([created])
      .when(
        change({
          isActive: false,
          fixed: { category: 'ghost-eshop-pro', payment_type: 'nintendo-eshop', region: 'europe' },
        }),
      )
      .then([
        {
          type: 'PriceChanged',
          data: {
            id,
            from: { price: eur(1200), isActive: true },
            to: { price: eur(1200), isActive: false },
          },
        },
      ]);
  });

  it('refuses to change an entry that does not exist or was deleted', () => {
    spec
      .given([])
      .when(change({ price: 1 }))
      .thenRefuses('PRICE_NOT_FOUND');
    spec
      .given([created, deleted])
      .when(change({ price: 1 }))
      .thenRefuses('PRICE_NOT_FOUND');
  });
});

describe('deleting a price entry', () => {
  it('takes a listed entry off the list, recording its last price', () => {
    spec.given([created]).when({ kind: 'DeletePrice', id }).then([deleted]);
  });

  it('refuses to delete an entry twice', () => {
    spec.given([created, deleted]).when({ kind: 'DeletePrice', id }).thenRefuses('PRICE_NOT_FOUND');
  });
});
