import { priceIdOf, type PricingItem, type PricingRegion } from '@ghost/events/contract';
import { describe, expect, it } from 'vitest';
import { buildPriceTables } from './price-tables';

const usd = [
  ['1_month', 5],
  ['2_months', 9],
  ['3_months', 12],
  ['6_months', 22],
  ['1_year', 40],
  ['2_years', 70],
  ['lifetime', 170],
] as const;

const list = (
  paymentType: PricingItem['payment_type'],
  region: PricingRegion | null,
  currency: string,
  rate = 1,
): PricingItem[] =>
  usd.map(([duration, price]) => ({
    id: priceIdOf({ category: 'ghost-eshop-pro', paymentType, region, duration }),
    category: 'ghost-eshop-pro',
    payment_type: paymentType,
    region,
    duration,
    price: price * rate,
    currency,
    is_active: true,
  }));

/** The list the portal seeds at first start (command-api price-list-seed), as the API orders it. */
const seeded = [
  ...list('card', null, 'USD'),
  ...list('crypto', null, 'USD'),
  ...list('nintendo-eshop', 'europe', 'EUR'),
  ...list('nintendo-eshop', 'japan', 'JPY', 150),
  ...list('nintendo-eshop', 'us', 'USD'),
];

describe('the tables of the pricing page', () => {
  it('are crypto, card, the voucher code on card prices, and the gift card', () => {
    const tables = buildPriceTables(seeded);
    expect(tables.map(({ method }) => method)).toEqual([
      'crypto',
      'card',
      'alternative-rewarble',
      'nintendo-eshop',
    ]);
    const [, card, voucher] = tables;
    expect(voucher?.rows.map(({ id, price }) => [id, price])).toEqual(
      card?.rows.map(({ id, price }) => [id, price]),
    );
  });

  it('puts every gift-card region in one table: Europe, United States, Japan, each by duration', () => {
    const giftCard = buildPriceTables(seeded)[3]!;
    expect(giftCard.rows).toHaveLength(21);
    expect(giftCard.rows.map(({ region }) => region)).toEqual([
      ...Array<string>(7).fill('europe'),
      ...Array<string>(7).fill('us'),
      ...Array<string>(7).fill('japan'),
    ]);
    const japan = giftCard.rows.filter(({ region }) => region === 'japan');
    expect(japan.map(({ duration, price, monthly }) => [duration, price, monthly])).toEqual([
      ['1_month', 750, 750],
      ['2_months', 1350, 675],
      ['3_months', 1800, 600],
      ['6_months', 3300, 550],
      ['1_year', 6000, 500],
      ['2_years', 10500, 438],
      ['lifetime', 25500, null],
    ]);
  });

  it('orders each list by duration whatever order the answer has', () => {
    const [crypto] = buildPriceTables([...list('crypto', null, 'USD')].reverse());
    expect(crypto?.rows.map(({ duration }) => duration)).toEqual(usd.map(([duration]) => duration));
  });

  it('gives each row its monthly cost, value, badges and highlight', () => {
    const [crypto, card] = buildPriceTables(seeded);
    expect(
      card?.rows.map(({ duration, monthly, value, badges, highlighted }) => ({
        duration,
        monthly,
        value,
        badges,
        highlighted,
      })),
    ).toEqual([
      {
        duration: '1_month',
        monthly: 5,
        value: { kind: 'standard' },
        badges: ['standard'],
        highlighted: false,
      },
      {
        duration: '2_months',
        monthly: 4.5,
        value: { kind: 'saving', percent: 10 },
        badges: ['recommended'],
        highlighted: false,
      },
      {
        duration: '3_months',
        monthly: 4,
        value: { kind: 'saving', percent: 20 },
        badges: ['popular'],
        highlighted: true,
      },
      {
        duration: '6_months',
        monthly: 3.67,
        value: { kind: 'saving', percent: 26 },
        badges: ['recommended'],
        highlighted: false,
      },
      {
        duration: '1_year',
        monthly: 3.33,
        value: { kind: 'saving', percent: 33 },
        badges: ['popular'],
        highlighted: true,
      },
      {
        duration: '2_years',
        monthly: 2.92,
        value: { kind: 'saving', percent: 41 },
        badges: ['recommended'],
        highlighted: false,
      },
      {
        duration: 'lifetime',
        monthly: null,
        value: { kind: 'payback', months: 34 },
        badges: ['bestValue'],
        highlighted: false,
      },
    ]);
    expect(crypto?.rows.at(-1)?.badges).toEqual(['bestValue', 'popular']);
    expect(crypto?.rows.find(({ duration }) => duration === '1_year')?.badges).toEqual([
      'recommended',
    ]);
  });

  it('counts the rows of each gift-card region apart for the highlight', () => {
    const few = list('nintendo-eshop', 'us', 'USD').filter(({ duration }) =>
      ['1_month', '3_months', '1_year'].includes(duration),
    );
    const [giftCard] = buildPriceTables([...list('nintendo-eshop', 'europe', 'EUR'), ...few]);
    const highlighted = giftCard?.rows
      .filter((row) => row.highlighted)
      .map(({ region, duration }) => `${region} ${duration}`);
    expect(highlighted).toEqual(['europe 3_months', 'europe 1_year']);
  });

  it('leaves out a method with no price, and shows nothing for an empty list', () => {
    expect(buildPriceTables(list('crypto', null, 'USD')).map(({ method }) => method)).toEqual([
      'crypto',
    ]);
    expect(buildPriceTables([])).toEqual([]);
  });
});
