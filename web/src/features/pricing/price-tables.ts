import {
  pricingRegions,
  type PaymentMethod,
  type PricingItem,
  type PricingRegion,
  type SubscriptionDuration,
} from '@ghost/events/contract';
import { sortByDuration } from '@/lib/pricing/duration-order';
import { monthlyCost } from '@/lib/pricing/monthly-cost';
import { pricingTypeOf } from '@/lib/pricing/price-source';
import { baseMonthlyRate, priceValue, type PriceValue } from '@/lib/pricing/savings';
import { isHighlighted } from './highlight';
import { badgesOf, type PriceBadge } from './price-badges';

/** The tables of the pricing page, in the order shown. */
export const tableMethods = [
  'crypto',
  'card',
  'alternative-rewarble',
  'nintendo-eshop',
] as const satisfies readonly PaymentMethod[];
export type TableMethod = (typeof tableMethods)[number];

export interface PriceRow {
  id: string;
  duration: SubscriptionDuration;
  price: number;
  currency: string;
  region: PricingRegion | null;
  /** Null for lifetime, shown as one-time. */
  monthly: number | null;
  value: PriceValue;
  badges: PriceBadge[];
  highlighted: boolean;
}

export interface PriceTable {
  method: TableMethod;
  rows: PriceRow[];
}

const regionOrder: (PricingRegion | null)[] = [null, ...pricingRegions];

/** One price list (a region of the gift card, or a whole method) as rows of its table. */
const rowsOf = (method: TableMethod, list: readonly PricingItem[]): PriceRow[] => {
  const sorted = sortByDuration(list);
  const baseRate = baseMonthlyRate(sorted);
  return sorted.map((item) => {
    const value = priceValue(item, baseRate);
    return {
      id: item.id,
      duration: item.duration,
      price: item.price,
      currency: item.currency,
      region: item.region,
      monthly: monthlyCost(item.price, item.duration, item.currency),
      value,
      badges: badgesOf(method, item.duration, value),
      highlighted: isHighlighted(item.duration, sorted.length),
    };
  });
};

/**
 * The price list of GET /pricing/all (active entries only) as the page's tables: crypto, card,
 * the voucher code (charged the card prices) and the gift card, whose regions follow each other
 * in one table (Europe, United States, Japan), each ordered by duration. A method with no price
 * has no table.
 */
export const buildPriceTables = (items: readonly PricingItem[]): PriceTable[] =>
  tableMethods
    .map((method) => {
      const source = items.filter((item) => item.payment_type === pricingTypeOf(method));
      const rows = regionOrder.flatMap((region) =>
        rowsOf(
          method,
          source.filter((item) => item.region === region),
        ),
      );
      return { method, rows };
    })
    .filter((table) => table.rows.length > 0);
