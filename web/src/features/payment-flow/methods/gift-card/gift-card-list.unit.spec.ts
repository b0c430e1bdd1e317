import { describe, expect, it } from 'vitest';
import {
  giftCardProblems,
  giftCardTotals,
  isBelowPrice,
  type GiftCardEntry,
} from './gift-card-list';

const card = (code: string, value: string, key = 0): GiftCardEntry => ({ key, code, value });
const good = 'ABCD1234EFGH5678';
const other = 'HJKL1234MNPQ5678';

describe('the gift cards entered', () => {
  it('are counted and their values added exactly', () => {
    expect(giftCardTotals([card(good, '10.10'), card(other, '0.20')], 'EUR')).toEqual({
      count: 2,
      value: 10.3,
    });
  });

  it('leave out of the total a value that is not a valid amount', () => {
    expect(giftCardTotals([card(good, '15'), card(other, 'abc')], 'USD').value).toBe(15);
  });

  it('are below the price until their values cover it', () => {
    expect(isBelowPrice([card(good, '10')], 'EUR', 12)).toBe(true);
    expect(isBelowPrice([card(good, '10'), card(other, '2')], 'EUR', 12)).toBe(false);
  });
});

describe('the gift card problems', () => {
  it("name each card's code problem: missing, wrong length, forbidden letters", () => {
    expect(giftCardProblems([card('', '10')], 'USD')).toEqual([{ code: 'required' }]);
    expect(giftCardProblems([card('ABC', '10')], 'USD')).toEqual([{ code: 'length' }]);
    expect(giftCardProblems([card('ABCD1234EFGH567O', '10')], 'USD')).toEqual([
      { code: 'letters' },
    ]);
  });

  it('refuse the same code entered twice', () => {
    expect(giftCardProblems([card(good, '10'), card(good, '10', 1)], 'USD')).toEqual([
      {},
      { code: 'duplicate' },
    ]);
  });

  it('require a face value above 0, whole yen in Japan', () => {
    expect(giftCardProblems([card(good, '')], 'USD')).toEqual([{ value: 'required' }]);
    expect(giftCardProblems([card(good, '0')], 'USD')).toEqual([{ value: 'positive' }]);
    expect(giftCardProblems([card(good, '1000.5')], 'JPY')).toEqual([{ value: 'decimals' }]);
    expect(giftCardProblems([card(good, '1000')], 'JPY')).toEqual([{}]);
  });
});
