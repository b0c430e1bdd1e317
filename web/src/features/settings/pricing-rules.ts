import {
  hasRegion,
  subscriptionDurations,
  type PricingPaymentType,
  type PricingRegion,
} from '@ghost/events/contract';

/**
 * A price entry as the editor holds it. It may come from an answer the editor does not trust,
 * so an id may be missing and the names are plain texts.

 */
export interface EditablePrice {
  id: string | null;
  category: string;
  payment_type: string;
  region: string | null;
  duration: string;
  price: number;
  currency: string;
  is_active: boolean;
}

/** The price list on screen: a payment type and, for gift cards, a region. */
export interface PriceListChoice {
  type: PricingPaymentType;
  region: PricingRegion | null;
}

/** What the pricing tab loaded: the entries, or word that the answer was not a list. */
export type LoadedPricing = { items: EditablePrice[] } | { corrupted: true };

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One entry of an answer as the editor holds it; null for one it cannot show. */
export const readPriceEntry = (entry: unknown): EditablePrice | null => {
  if (typeof entry !== 'object' || entry === null) return null;
  const fields = entry as Record<string, unknown>;
  const category = text(fields.category);
  const paymentType = text(fields.payment_type);
  const duration = text(fields.duration);
  if (!category || !paymentType || !duration || !isNumber(fields.price)) return null;
  return {
    id: text(fields.id),
    category,
    payment_type: paymentType,
    region: text(fields.region),
    duration,
    price: fields.price,
    currency: text(fields.currency) ?? '',
    is_active: fields.is_active !== false,
  };
};

/**
 * GET /settings/pricing/all as the editor takes it: a list, of which entries
 * lacking a category, payment type, duration or numeric price are left out.
 */
export const loadPricing = (answer: unknown): LoadedPricing => {
  if (!Array.isArray(answer)) return { corrupted: true };
  const items = (answer as unknown[])
    .map(readPriceEntry)
    .filter((item): item is EditablePrice => item !== null);
  return { items };
};

/**
 * The list chosen when a payment type is picked: gift cards keep their region,
 * Europe at first; card and crypto have none.
 */
export const chooseType = (
  type: PricingPaymentType,
  current: PriceListChoice,
): PriceListChoice => ({
  type,
  region: hasRegion(type) ? (current.region ?? 'europe') : null,
});

export const isInList = (item: EditablePrice, list: PriceListChoice): boolean =>
  item.payment_type === list.type && (item.region ?? null) === list.region;

const monthsOfName = (duration: string): number =>
  (subscriptionDurations as Record<string, number | undefined>)[duration] ?? Number.MAX_VALUE;

/** Compares durations by months, lifetime last; names the portal does not know go after it. */
export const compareDurationNames = (a: string, b: string): number =>
  monthsOfName(a) - monthsOfName(b);

/** A price as typed: a number; anything that is no number becomes 0. */
export const readPriceInput = (typed: string): number => {
  const trimmed = typed.trim();
  const price = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(price) ? price : 0;
};

/** How a price is first shown: whole yen, two decimals for the other currencies. */
export const priceText = (price: number, currency: string): string =>
  currency === 'JPY' ? String(price) : price.toFixed(2);

export type PriceProblem = 'negative' | 'decimals' | 'wholeYen';

/** Why the server would refuse a price: below 0, more than 2 decimals, yen with decimals. */
export const priceProblem = (price: number, currency: string): PriceProblem | null => {
  if (price < 0) return 'negative';
  if (currency === 'JPY' && !Number.isInteger(price)) return 'wholeYen';
  if (Math.abs(price * 100 - Math.round(price * 100)) > 1e-6) return 'decimals';
  return null;
};

/** One entry of PUT /pricing/bulk/update. */
export interface BulkPriceItem {
  id: string;
  category: string;
  payment_type: string;
  region: string | null;
  duration: string;
  price: number;
  currency: string;
  is_active: boolean;
}

export type BulkSave =
  { kind: 'corrupted' } | { kind: 'nothing' } | { kind: 'items'; items: BulkPriceItem[] };

/**
 * The body of a pricing save: only entries of the chosen type and region
 * that have an id, category, payment type, duration and numeric price; each with its region (or
 * null), its currency (USD by default) and active unless false. Data that is not a list is
 * `corrupted`; a list with nothing to save is `nothing`.
 */
export const bulkSaveOf = (data: unknown, list: PriceListChoice): BulkSave => {
  if (!Array.isArray(data)) return { kind: 'corrupted' };
  const items: BulkPriceItem[] = [];
  for (const entry of data as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const item = entry as Partial<EditablePrice>;
    const id = text(item.id);
    const category = text(item.category);
    const paymentType = text(item.payment_type);
    const duration = text(item.duration);
    if (!id || !category || !paymentType || !duration || !isNumber(item.price)) continue;
    if (paymentType !== list.type || (text(item.region) ?? null) !== list.region) continue;
    items.push({
      id,
      category,
      payment_type: paymentType,
      region: list.region,
      duration,
      price: item.price,
      currency: text(item.currency) ?? 'USD',
      is_active: item.is_active !== false,
    });
  }
  return items.length === 0 ? { kind: 'nothing' } : { kind: 'items', items };
};
