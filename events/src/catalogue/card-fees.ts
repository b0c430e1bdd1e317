import type { CardProviderId } from './card-providers.js';

/** One row of a provider's fee estimate table, in US cents. */
export interface CardFeeEntry {
  /** The starting amount: what the shop receives. */
  baseMinor: number;
  /** What the payer is estimated to pay the provider for it, fees included. */
  finalMinor: number;
}

const entries = (rows: readonly (readonly [number, number])[]): readonly CardFeeEntry[] =>
  rows.map(([baseMinor, finalMinor]) => ({ baseMinor, finalMinor }));

/** Providers that add nothing: the estimate is the starting amount itself. */
const noExtraFees = (bases: readonly number[]) => entries(bases.map((base) => [base, base]));

/**
 * The estimated final amounts per starting amount, as the payment page shows them: bitnovo starts
 * at 12, banxa and alchemy at 23, as their minimums do.
 */
export const cardFeeTable: Record<CardProviderId, readonly CardFeeEntry[]> = {
  ramp: entries([
    [500, 798],
    [900, 1200],
    [1200, 1505],
    [2300, 2617],
    [3900, 4233],
    [7200, 7567],
    [18000, 18831],
  ]),
  stripe_usa: noExtraFees([500, 900, 1200, 2300, 3900, 7200, 18000]),
  bitnovo: entries([
    [1200, 1405],
    [2300, 2692],
    [3900, 4566],
    [7200, 8429],
    [18000, 21074],
  ]),
  banxa: noExtraFees([2300, 3900, 7200, 18000]),
  alchemy: noExtraFees([2300, 3900, 7200, 18000]),
};

/**
 * The entry an amount is estimated by: its own when the table has it, otherwise the nearest
 * lower one, and only when there is none below, the nearest higher one.
 */
export const cardFeeEntryFor = (provider: CardProviderId, amountMinor: number): CardFeeEntry => {
  const table = cardFeeTable[provider];
  let lower: CardFeeEntry | undefined;
  let higher: CardFeeEntry | undefined;
  for (const entry of table) {
    if (entry.baseMinor === amountMinor) return entry;
    if (entry.baseMinor < amountMinor && (!lower || entry.baseMinor > lower.baseMinor))
      lower = entry;
    if (entry.baseMinor > amountMinor && (!higher || entry.baseMinor < higher.baseMinor))
      higher = entry;
  }
  const chosen = lower ?? higher;
  if (!chosen) throw new Error(`No card fee estimates for ${provider}`);
  return chosen;
};

export interface CardFeeEstimate {
  baseMinor: number;
  feesMinor: number;
  totalMinor: number;
  /** The table row the estimate was taken from. */
  entry: CardFeeEntry;
}

/**
 * The estimated total a payer pays for an amount in US cents. A listed amount gets its listed
 * total to the cent; any other amount is charged at the rate of the entry the rule picks (so 22
 * with ramp costs what 12 costs per dollar), rounded half up to the cent, never below the amount.
 */
export const estimateCardFees = (
  provider: CardProviderId,
  amountMinor: number,
): CardFeeEstimate => {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError(`Not an amount in cents: ${amountMinor}`);
  const entry = cardFeeEntryFor(provider, amountMinor);
  const totalMinor =
    entry.baseMinor === amountMinor
      ? entry.finalMinor
      : Math.floor((2 * amountMinor * entry.finalMinor + entry.baseMinor) / (2 * entry.baseMinor));
  return { baseMinor: amountMinor, feesMinor: totalMinor - amountMinor, totalMinor, entry };
};

/** The same estimate in dollars, as the card form shows it: starting amount in, total out. */
export const estimatedFinalAmount = (provider: CardProviderId, amountUsd: number): number => {
  const amountMinor = Math.round(amountUsd * 100);
  return estimateCardFees(provider, amountMinor).totalMinor / 100;
};
