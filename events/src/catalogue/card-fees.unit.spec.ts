import { describe, expect, it } from 'vitest';
import { cardFeeEntryFor, estimateCardFees, estimatedFinalAmount } from './card-fees.js';
import {
  cardProviderIds,
  cardProviders,
  servesPayerRegion,
  type CardProviderId,
} from './card-providers.js';

// The fee table written out as it reads: starting amount → estimated final amount.
const specified: [CardProviderId, number, number][] = [
  ['ramp', 5, 7.98],
  ['ramp', 9, 12],
  ['ramp', 12, 15.05],
  ['ramp', 23, 26.17],
  ['ramp', 39, 42.33],
  ['ramp', 72, 75.67],
  ['ramp', 180, 188.31],
  ['stripe_usa', 5, 5],
  ['stripe_usa', 9, 9],
  ['stripe_usa', 12, 12],
  ['stripe_usa', 23, 23],
  ['stripe_usa', 39, 39],
  ['stripe_usa', 72, 72],
  ['stripe_usa', 180, 180],
  ['bitnovo', 12, 14.05],
  ['bitnovo', 23, 26.92],
  ['bitnovo', 39, 45.66],
  ['bitnovo', 72, 84.29],
  ['bitnovo', 180, 210.74],
  ['banxa', 23, 23],
  ['banxa', 39, 39],
  ['banxa', 72, 72],
  ['banxa', 180, 180],
  ['alchemy', 23, 23],
  ['alchemy', 39, 39],
  ['alchemy', 72, 72],
  ['alchemy', 180, 180],
];

describe('estimated final amounts of card payments', () => {
  it.each(specified)('estimates %s at %d as %d, to the cent', (provider, base, total) => {
    expect(estimatedFinalAmount(provider, base)).toBe(total);
    const estimate = estimateCardFees(provider, base * 100);
    expect(estimate.totalMinor).toBe(Math.round(total * 100));
    expect(estimate.feesMinor).toBe(Math.round((total - base) * 100));
    expect(estimate.entry.baseMinor).toBe(base * 100);
  });

  it('uses the nearest lower entry for an amount the table does not list', () => {
    expect(cardFeeEntryFor('ramp', 1000)).toEqual({ baseMinor: 900, finalMinor: 1200 });
    expect(cardFeeEntryFor('ramp', 2200)).toEqual({ baseMinor: 1200, finalMinor: 1505 });
    expect(cardFeeEntryFor('bitnovo', 17999)).toEqual({ baseMinor: 7200, finalMinor: 8429 });
  });

  it('uses the nearest higher entry when there is none below', () => {
    expect(cardFeeEntryFor('ramp', 499)).toEqual({ baseMinor: 500, finalMinor: 798 });
    expect(cardFeeEntryFor('bitnovo', 500)).toEqual({ baseMinor: 1200, finalMinor: 1405 });
    expect(cardFeeEntryFor('banxa', 0)).toEqual({ baseMinor: 2300, finalMinor: 2300 });
  });

  it('keeps using the highest entry above the table', () => {
    expect(cardFeeEntryFor('ramp', 100_000)).toEqual({ baseMinor: 18000, finalMinor: 18831 });
  });

  it('charges an unlisted amount at the rate of the entry the rule picks', () => {
    // 22 (the fallback 6-month price) with ramp: the 12 entry, 15.05 / 12 per dollar.
    expect(estimatedFinalAmount('ramp', 22)).toBe(27.59);
    expect(estimatedFinalAmount('ramp', 10)).toBe(13.33);
    expect(estimatedFinalAmount('ramp', 4)).toBe(6.38);
    expect(estimatedFinalAmount('ramp', 200)).toBe(209.23);
    expect(estimatedFinalAmount('bitnovo', 5)).toBe(5.85);
  });

  it('adds nothing for providers without extra fees, whatever the amount', () => {
    expect(estimatedFinalAmount('stripe_usa', 22)).toBe(22);
    expect(estimatedFinalAmount('banxa', 40)).toBe(40);
    expect(estimatedFinalAmount('alchemy', 170)).toBe(170);
  });

  it('rounds half a cent up', () => {
    // 13.20 at bitnovo's 12 → 14.05 rate is exactly 15.455.
    expect(estimateCardFees('bitnovo', 1320).totalMinor).toBe(1546);
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => estimateCardFees('ramp', 12.5)).toThrow(RangeError);
    expect(() => estimateCardFees('ramp', -1)).toThrow(RangeError);
  });
});

describe("each processor's fee note", () => {
  it('says about what its estimate adds to its smallest amount, in whole percent', () => {
    for (const provider of cardProviderIds) {
      const { minimumUsd, processingFeePercent } = cardProviders[provider];
      const { feesMinor, baseMinor } = estimateCardFees(provider, minimumUsd * 100);
      expect(Math.round((100 * feesMinor) / baseMinor), provider).toBe(processingFeePercent);
    }
  });
});

describe("each processor's regions", () => {
  it('lets Stripe take payers in the United States only, and every other processor anyone', () => {
    expect(servesPayerRegion('stripe_usa', 'us')).toBe(true);
    expect(servesPayerRegion('stripe_usa', 'elsewhere')).toBe(false);
    for (const provider of cardProviderIds.filter((id) => id !== 'stripe_usa')) {
      expect(servesPayerRegion(provider, 'us'), provider).toBe(true);
      expect(servesPayerRegion(provider, 'elsewhere'), provider).toBe(true);
    }
  });
});
