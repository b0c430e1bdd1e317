import { z } from 'zod';
import { decimalsOf, type TransactionStatus } from '@ghost/events';
import type { StatusTallies } from '@ghost/projectors';

/**
 * Revenue, the one definition every figure uses: the amounts of the transactions whose payment
 * was received, that is whose status is `pending_subscription_update` (paid, subscription still to
 * deliver) or `completed`. Awaiting and failed payments bring nothing. Each currency is summed
 * exactly in minor units, then converted to dollars at a fixed rate from configuration and
 * rounded to the cent once, at the end.
 */
export const revenueStatuses: readonly TransactionStatus[] = [
  'pending_subscription_update',
  'completed',
];

/** Dollars for one major unit of each currency. */
export type UsdRates = Readonly<Record<string, number>>;

/**
 * The default rates (REVENUE_USD_RATES overrides any of them): fixed on purpose, so a figure does
 * not move on its own between two looks at the dashboard. A currency without a rate is left out
 * of the dollar figures and still shown in `revenueByCurrency`.
 */
export const defaultUsdRates: UsdRates = {
  USD: 1,
  EUR: 1.08,
  JPY: 0.0067,
  GBP: 1.27,
  CAD: 0.73,
  AUD: 0.66,
  CHF: 1.13,
  SEK: 0.095,
  NOK: 0.093,
  DKK: 0.145,
};

/** Reads `EUR=1.08,JPY=0.0067` over the defaults, or names the first bad entry. */
export const parseUsdRates = (text: string): { rates: UsdRates } | { bad: string } => {
  const rates: Record<string, number> = { ...defaultUsdRates };
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([A-Z]{3,5})=(\d+(?:\.\d+)?)$/.exec(entry);
    const rate = Number(match?.[2]);
    if (!match?.[1] || !(rate > 0)) return { bad: entry };
    rates[match[1]] = rate;
  }
  return { rates };
};

/** Minor units per currency received: the amounts of the revenue statuses' tallies. */
export const revenueByCurrency = (statuses: StatusTallies | undefined): Record<string, number> => {
  const byCurrency: Record<string, number> = {};
  for (const status of revenueStatuses) {
    for (const [currency, minor] of Object.entries(statuses?.[status]?.amounts ?? {})) {
      byCurrency[currency] = (byCurrency[currency] ?? 0) + minor;
    }
  }
  return byCurrency;
};

/** Dollars, to the cent, of minor-unit amounts per currency; currencies without a rate count 0. */
export const toDollars = (
  byCurrency: Readonly<Record<string, number>>,
  rates: UsdRates,
): number => {
  let cents = 0;
  for (const currency of Object.keys(byCurrency).sort()) {
    const rate = rates[currency];
    if (rate === undefined) continue;
    cents += ((byCurrency[currency] ?? 0) * rate * 100) / 10 ** decimalsOf(currency);
  }
  return Math.round(cents) / 100;
};

/** Minor units per currency as major units, for showing. */
export const toMajorUnits = (
  byCurrency: Readonly<Record<string, number>>,
): Record<string, number> =>
  Object.fromEntries(
    Object.entries(byCurrency)
      .filter(([, minor]) => minor !== 0)
      .map(([currency, minor]) => [currency, minor / 10 ** decimalsOf(currency)]),
  );

/** REVENUE_USD_RATES, as parseEnv takes it. */
export const envUsdRates = () =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      const parsed = parseUsdRates(text ?? '');
      if ('rates' in parsed) return parsed.rates;
      ctx.addIssue({ code: 'custom', message: `"${parsed.bad}" is not CURRENCY=dollars` });
      return z.NEVER;
    });
