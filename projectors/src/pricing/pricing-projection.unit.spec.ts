import { describe, expect, it } from 'vitest';
import { type StoredEvent } from '@ghost/events';
import { applyEvent } from '../runner/projection.js';
import type { PriceDoc } from './price-doc.js';
import { pricingProjection } from './pricing-projection.js';
import { storedEvent } from '../testing/stored-event.js';

const id = 'ghost-eshop-pro.nintendo-eshop.japan.1_year';
const at = (position: number, type: string, data: unknown): StoredEvent =>
  storedEvent(
    `pricing-${id}`,
    position,
    { type, data },
    {
      occurredAt: `2026-11-22T10:00:0${position}.000Z`,
      actor: { kind: 'system', id: 'pricing-seed' },
    },
  );

const yen = (minor: number) => ({ minor, currency: 'JPY' });
const created = at(1, 'PriceCreated', {
  id,
  category: 'ghost-eshop-pro',
  paymentType: 'nintendo-eshop',
  region: 'japan',
  duration: '1_year',
  price: yen(6000),
  isActive: true,
});
const changed = at(2, 'PriceChanged', {
  id,
  from: { price: yen(6000), isActive: true },
  to: { price: yen(5500), isActive: false },
});
const deleted = at(3, 'PriceDeleted', { id, last: { price: yen(5500), isActive: false } });
const fold = (events: StoredEvent[]) =>
  events.reduce<PriceDoc | null>(
    (doc, event) => applyEvent(pricingProjection, doc, event, id),
    null,
  );

describe('the pricing read model', () => {
  it('keys a price entry by the id in its stream name', () => {
    expect(pricingProjection.keysOf(created)).toEqual([id]);
    expect(pricingProjection.keysOf({ ...created, streamId: 'settings' })).toEqual([]);
  });

  it('shows a created entry as the pricing item the API answers', () => {
    expect(fold([created])).toMatchObject({
      _id: id,
      id,
      category: 'ghost-eshop-pro',
      payment_type: 'nintendo-eshop',
      region: 'japan',
      duration: '1_year',
      months: 12,
      price: 6000,
      currency: 'JPY',
      is_active: true,
    });
  });

  it('shows the new price and active flag after a change', () => {
    expect(fold([created, changed])).toMatchObject({
      price: 5500,
      price_minor: 5500,
      is_active: false,
      updated_at: '2026-11-22T10:00:02.000Z',
    });
  });

  it('takes a deleted entry off the list', () => {
    expect(fold([created, changed, deleted])).toBeNull();
  });

  it('changes nothing when an event is applied twice', () => {
    const once = fold([created, changed]);
    expect(applyEvent(pricingProjection, once, changed, id)).toEqual(once);
    expect(applyEvent(pricingProjection, once, created, id)).toEqual(once);
  });
});
