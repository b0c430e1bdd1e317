import { describe, expect, it } from 'vitest';
import { parsePrice } from '../rates/scaled-price.js';
import { quoteAmount } from './quote-amount.js';

const rate = (text: string) => parsePrice(text)!;

describe('the amount of a quote', () => {
  it('turns $12.00 into bitcoin at 64,000 exactly, with 16 tags each worth less than a cent', () => {
    expect(quoteAmount('btc', 1200, 'USD', rate('64000'))).toEqual({
      baseUnits: 18_750n,
      tagSpan: 16n,
    });
    // 15 satoshis at $64,000 are $0.0096; 16 would be $0.01024.
  });

  it('rounds up to the coin’s shown decimals, so the payer never sends less than the price', () => {
    // 12 / 30306.6 = 0.000395953... BTC: 39595.33 satoshis → 39596.
    expect(quoteAmount('btc', 1200, 'USD', rate('30306.6')).baseUnits).toBe(39_596n);
    // ¥1,500 at ¥22,500 per SOL = 0.0666666666... SOL → 66666667 lamports; one yen is 44444.4 lamports.
    expect(quoteAmount('sol', 1500, 'JPY', rate('22500'))).toEqual({
      baseUnits: 66_666_667n,
      tagSpan: 44_445n,
    });
  });

  it('asks ETH and BNB to 8 decimals and stablecoins to 6', () => {
    expect(quoteAmount('eth', 1200, 'USD', rate('3200'))).toEqual({
      baseUnits: 375_000n,
      tagSpan: 313n,
    });
    expect(quoteAmount('bnb', 1999, 'EUR', rate('552'))).toEqual({
      baseUnits: 3_621_377n,
      tagSpan: 1812n,
    });
    expect(quoteAmount('usdt', 1200, 'USD', rate('1'))).toEqual({
      baseUnits: 12_000_000n,
      tagSpan: 10_000n,
    });
  });

  it('refuses an amount that is not a positive whole number of minor units', () => {
    expect(() => quoteAmount('btc', 0, 'USD', rate('64000'))).toThrow(RangeError);
    expect(() => quoteAmount('btc', 12.5, 'USD', rate('64000'))).toThrow(RangeError);
  });
});
