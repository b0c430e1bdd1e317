import { describe, expect, it } from 'vitest';
import {
  currencyOfList,
  durationsToAdd,
  newPriceProblems,
  newPriceRequest,
} from './price-entry-rules';

describe('adding a price entry', () => {
  it('prices card and crypto in US dollars, and gift cards in their region’s currency', () => {
    expect(currencyOfList({ type: 'card', region: null })).toBe('USD');
    expect(currencyOfList({ type: 'nintendo-eshop', region: 'europe' })).toBe('EUR');
    expect(currencyOfList({ type: 'nintendo-eshop', region: 'japan' })).toBe('JPY');
  });

  it('offers only the durations the list has no price for, shortest first', () => {
    expect(
      durationsToAdd(['1_month', '2_months', '3_months', '6_months', '1_year', 'lifetime']),
    ).toEqual(['4_months', '5_months', '8_months', '13_months', '2_years', '25_months']);
  });

  it('asks for a duration and a price, by the rules of the price list', () => {
    const draft = { duration: '' as const, price: '', active: true };
    expect(newPriceProblems(draft, 'USD')).toEqual({ duration: 'required', price: 'required' });
    expect(newPriceProblems({ ...draft, duration: '4_months', price: 'x' }, 'USD')).toEqual({
      price: 'required',
    });
    expect(newPriceProblems({ ...draft, duration: '4_months', price: '-1' }, 'USD')).toEqual({
      price: 'negative',
    });
    expect(newPriceProblems({ ...draft, duration: '4_months', price: '9.999' }, 'USD')).toEqual({
      price: 'decimals',
    });
    expect(newPriceProblems({ ...draft, duration: '4_months', price: '1000.5' }, 'JPY')).toEqual({
      price: 'wholeYen',
    });
    expect(newPriceProblems({ ...draft, duration: '4_months', price: ' 16.5 ' }, 'USD')).toEqual(
      {},
    );
  });

  it('sends the list’s type, region and currency with the duration, price and Active switch', () => {
    expect(
      newPriceRequest(
        { type: 'nintendo-eshop', region: 'japan' },
        { duration: '4_months', price: '2400', active: false },
      ),
    ).toEqual({
      category: 'ghost-eshop-pro',
      payment_type: 'nintendo-eshop',
      region: 'japan',
      duration: '4_months',
      price: 2400,
      currency: 'JPY',
      is_active: false,
    });
  });
});
