import { describe, expect, it } from 'vitest';
import { priceIdOf, type PriceIdentity } from '@ghost/events';
import { InMemoryReadStore, pricingCollection, type PriceDoc } from '@ghost/projectors';
import { readModelPriceBook } from './read-model-price-book.js';

const doc = (
  { paymentType, region, duration }: Omit<PriceIdentity, 'category'>,
  priceMinor: number,
  currency: string,
  isActive = true,
): PriceDoc => {
  const id = priceIdOf({ category: 'ghost-eshop-pro', paymentType, region, duration });
  return {
    _id: id,
    id,
    category: 'ghost-eshop-pro',
    payment_type: paymentType,
    region,
    duration,
    months: 3,
    price: priceMinor / (currency === 'JPY' ? 1 : 100),
    price_minor: priceMinor,
    currency,
    is_active: isActive,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
  };
};

const priceBookWith = async (docs: PriceDoc[]) => {
  const readStore = new InMemoryReadStore();
  await readStore.write(
    docs.map((d) => ({ kind: 'replace', collection: pricingCollection, doc: d })),
  );
  return readModelPriceBook(readStore);
};

describe('the price book of the pricing read model', () => {
  it('answers the active entry with its id as the reference and its price in minor units', async () => {
    const book = await priceBookWith([
      doc({ paymentType: 'crypto', region: null, duration: '3_months' }, 1200, 'USD'),
    ]);
    expect(
      await book.activePrice({ method: 'crypto', region: null, duration: '3_months' }),
    ).toEqual({
      ref: 'ghost-eshop-pro.crypto.3_months',
      amount: { minor: 1200, currency: 'USD' },
    });
  });

  it('prices the voucher method at card prices, whatever region it names', async () => {
    const book = await priceBookWith([
      doc({ paymentType: 'card', region: null, duration: '1_year' }, 4000, 'USD'),
    ]);
    const price = await book.activePrice({
      method: 'alternative-rewarble',
      region: 'us',
      duration: '1_year',
    });
    expect(price?.ref).toBe('ghost-eshop-pro.card.1_year');
  });

  it('prices gift cards per region, taking eu and jp for europe and japan', async () => {
    const book = await priceBookWith([
      doc({ paymentType: 'nintendo-eshop', region: 'europe', duration: '3_months' }, 1200, 'EUR'),
      doc({ paymentType: 'nintendo-eshop', region: 'japan', duration: '3_months' }, 1800, 'JPY'),
    ]);
    const query = (region: string | null) =>
      book.activePrice({ method: 'nintendo-eshop', region, duration: '3_months' });
    expect((await query('europe'))?.amount).toEqual({ minor: 1200, currency: 'EUR' });
    expect((await query('eu'))?.amount).toEqual({ minor: 1200, currency: 'EUR' });
    expect((await query('jp'))?.amount).toEqual({ minor: 1800, currency: 'JPY' });
    expect(await query('us')).toBeNull();
    expect(await query(null)).toBeNull();
  });

  it('has no price for an inactive entry, a missing one or an unknown method', async () => {
    const book = await priceBookWith([
      doc({ paymentType: 'card', region: null, duration: '1_month' }, 500, 'USD', false),
    ]);
    expect(
      await book.activePrice({ method: 'card', region: null, duration: '1_month' }),
    ).toBeNull();
    expect(
      await book.activePrice({ method: 'card', region: null, duration: '2_months' }),
    ).toBeNull();
    expect(
      await book.activePrice({ method: 'cash', region: null, duration: '1_month' }),
    ).toBeNull();
  });
});
