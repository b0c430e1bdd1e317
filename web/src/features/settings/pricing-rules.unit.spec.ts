import { describe, expect, it } from 'vitest';
import {
  bulkSaveOf,
  chooseType,
  compareDurationNames,
  isInList,
  loadPricing,
  priceProblem,
  priceText,
  readPriceInput,
  type EditablePrice,
} from './pricing-rules';

const entry = (overrides: Partial<EditablePrice> = {}): EditablePrice => ({
  id: 'ghost-eshop-pro.card.1_month',
  category: 'ghost-eshop-pro',
  payment_type: 'card',
  region: null,
  duration: '1_month',
  price: 5,
  currency: 'USD',
  is_active: true,
  ...overrides,
});

const japan = (overrides: Partial<EditablePrice> = {}) =>
  entry({
    id: 'ghost-eshop-pro.nintendo-eshop.japan.1_month',
    payment_type: 'nintendo-eshop',
    region: 'japan',
    price: 750,
    currency: 'JPY',
    ...overrides,
  });

describe('loading the price list', () => {
  it('leaves out entries lacking a category, payment type, duration or numeric price', () => {
    const loaded = loadPricing([
      entry(),
      { ...entry(), category: '' },
      { ...entry(), payment_type: undefined },
      { ...entry(), duration: null },
      { ...entry(), price: '5' },
      { ...entry(), price: Number.NaN },
      'not an entry',
      { ...entry({ id: 'no-active-flag' }), is_active: undefined },
    ]);
    expect(loaded).toEqual({
      items: [entry(), entry({ id: 'no-active-flag', is_active: true })],
    });
  });

  it('keeps an entry without an id, which cannot be saved', () => {
    expect(loadPricing([{ ...entry(), id: undefined }])).toEqual({ items: [entry({ id: null })] });
  });

  it('says the data is corrupted when the answer is not a list', () => {
    expect(loadPricing({ items: [] })).toEqual({ corrupted: true });
    expect(loadPricing(null)).toEqual({ corrupted: true });
  });
});

describe('choosing the list', () => {
  it('defaults the region to Europe for gift cards and clears it for card and crypto', () => {
    const giftCards = chooseType('nintendo-eshop', { type: 'card', region: null });
    expect(giftCards).toEqual({ type: 'nintendo-eshop', region: 'europe' });
    expect(chooseType('nintendo-eshop', { type: 'nintendo-eshop', region: 'japan' })).toEqual({
      type: 'nintendo-eshop',
      region: 'japan',
    });
    expect(chooseType('crypto', { type: 'nintendo-eshop', region: 'japan' })).toEqual({
      type: 'crypto',
      region: null,
    });
  });

  it('shows the entries of the chosen type and region only', () => {
    expect(isInList(entry(), { type: 'card', region: null })).toBe(true);
    expect(isInList(entry(), { type: 'crypto', region: null })).toBe(false);
    expect(isInList(japan(), { type: 'nintendo-eshop', region: 'japan' })).toBe(true);
    expect(isInList(japan(), { type: 'nintendo-eshop', region: 'europe' })).toBe(false);
  });

  it('orders durations by months with lifetime last, unknown ones after it', () => {
    const names = ['lifetime', '1_year', 'forever', '3_months', '1_month', '2_years'];
    expect(names.sort(compareDurationNames)).toEqual([
      '1_month',
      '3_months',
      '1_year',
      '2_years',
      'lifetime',
      'forever',
    ]);
  });
});

describe('prices as typed', () => {
  it('turns a value that is no number into 0', () => {
    expect(readPriceInput('12.5')).toBe(12.5);
    expect(readPriceInput('')).toBe(0);
    expect(readPriceInput('twelve')).toBe(0);
  });

  it('shows whole yen and two decimals otherwise', () => {
    expect(priceText(750, 'JPY')).toBe('750');
    expect(priceText(5, 'USD')).toBe('5.00');
    expect(priceText(4.5, 'EUR')).toBe('4.50');
  });

  it('refuses a negative price, more than two decimals and yen with decimals', () => {
    expect(priceProblem(0, 'USD')).toBeNull();
    expect(priceProblem(19.99, 'EUR')).toBeNull();
    expect(priceProblem(-1, 'USD')).toBe('negative');
    expect(priceProblem(1.005, 'USD')).toBe('decimals');
    expect(priceProblem(750.5, 'JPY')).toBe('wholeYen');
    expect(priceProblem(750, 'JPY')).toBeNull();
  });
});

describe('saving the price list', () => {
  it('sends only the complete entries of the chosen type and region, with their defaults', () => {
    const save = bulkSaveOf(
      [
        japan({ currency: '', is_active: false }),
        japan({ id: null }),
        japan({ region: 'us', currency: 'USD' }),
        entry(),
      ],
      { type: 'nintendo-eshop', region: 'japan' },
    );
    expect(save).toEqual({
      kind: 'items',
      items: [
        {
          id: 'ghost-eshop-pro.nintendo-eshop.japan.1_month',
          category: 'ghost-eshop-pro',
          payment_type: 'nintendo-eshop',
          region: 'japan',
          duration: '1_month',
          price: 750,
          currency: 'USD',
          is_active: false,
        },
      ],
    });
  });

  it('sends card and crypto entries with a null region', () => {
    const save = bulkSaveOf([entry()], { type: 'card', region: null });
    expect(save).toEqual({ kind: 'items', items: [{ ...entry(), region: null }] });
  });

  it('has nothing to save when no entry of the list has an id and the required fields', () => {
    expect(
      bulkSaveOf([entry({ id: null }), entry({ id: '' })], { type: 'card', region: null }),
    ).toEqual({ kind: 'nothing' });
    expect(bulkSaveOf([entry()], { type: 'crypto', region: null })).toEqual({ kind: 'nothing' });
  });

  it('says the data is corrupted when it is not a list', () => {
    expect(bulkSaveOf({ 0: entry() }, { type: 'card', region: null })).toEqual({
      kind: 'corrupted',
    });
  });
});
