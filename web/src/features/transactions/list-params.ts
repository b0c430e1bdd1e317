import {
  chainCheckFilters,
  maxPage,
  maxSearchLength,
  transactionStatuses,
  transactionTypes,
  type ChainCheckFilter,
  type ListQueryParams,
  type TransactionStatus,
  type TransactionType,
} from '@ghost/events/contract';

/**
 * The methods the list filters by: the three of the list (crypto, gift card, card), and the two
 * voucher codes of the alternative method an admin transaction may name.
 */
export const methodFilterValues = [
  'crypto',
  'nintendo-eshop',
  'card',
  'alternative-rewarble',
  'alternative-paysafe',
] as const;
export type MethodFilter = (typeof methodFilterValues)[number];

/** Page sizes of the list: 20 unless chosen. */
export const pageSizes = [10, 20, 50, 100] as const;
export type PageSize = (typeof pageSizes)[number];
export const defaultPageSize: PageSize = 20;

/** What the admin filters the list by: the part of the view the export also follows. */
export interface ListFilters {
  status: TransactionStatus | null;
  type: TransactionType | null;
  method: MethodFilter | null;
  /** `needs_look`: only the crypto payments whose chain check needs staff ("Needs a look"). */
  chain: ChainCheckFilter | null;
  search: string;
}

/** Where the admin is in the list, kept in the address so a reload or a shared link keeps it. */
export interface ListView extends ListFilters {
  page: number;
  limit: PageSize;
  /** The payment whose details are open. */
  payment: string | null;
  /** `export=true`: an export starts by itself shortly after arrival. */
  exportRequested: boolean;
}

const oneOf = <const T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const pageOf = (value: string | null): number => {
  const page = /^\d{1,6}$/.test(value ?? '') ? Number(value) : 1;
  return page >= 1 && page <= maxPage ? page : 1;
};

const sizeOf = (value: string | null): PageSize =>
  pageSizes.find((size) => String(size) === value) ?? defaultPageSize;

/**
 * Reads the view from the address. A value the list does not know (an edited link, an old
 * bookmark) is read as no filter, page 1 or the default size, never sent on to be refused.
 */
export const readListView = (params: URLSearchParams): ListView => ({
  status: oneOf(transactionStatuses, params.get('status')),
  type: oneOf(transactionTypes, params.get('type')),
  method: oneOf(methodFilterValues, params.get('method')),
  chain: oneOf(chainCheckFilters, params.get('chain_check')),
  search: (params.get('search') ?? '').slice(0, maxSearchLength),
  page: pageOf(params.get('page')),
  limit: sizeOf(params.get('limit')),
  payment: params.get('payment')?.trim() === '' ? null : params.get('payment'),
  exportRequested: params.get('export') === 'true',
});

/** The address's query for a view: only what differs from the defaults, so links stay short. */
export const writeListView = (view: ListView): URLSearchParams => {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.type) params.set('type', view.type);
  if (view.method) params.set('method', view.method);
  if (view.chain) params.set('chain_check', view.chain);
  if (view.search.trim() !== '') params.set('search', view.search);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.limit !== defaultPageSize) params.set('limit', String(view.limit));
  if (view.payment) params.set('payment', view.payment);
  if (view.exportRequested) params.set('export', 'true');
  return params;
};

export const hasActiveFilter = (filters: ListFilters): boolean =>
  filters.status !== null ||
  filters.type !== null ||
  filters.method !== null ||
  filters.chain !== null ||
  filters.search.trim() !== '';

/** GET /transactions's query for the filters, every value as text. */
export const filterQuery = (filters: ListFilters): ListQueryParams => {
  const search = filters.search.trim();
  return {
    ...(filters.status && { status: filters.status }),
    ...(filters.type && { type: filters.type }),
    ...(filters.method && { payment_method: filters.method }),
    ...(filters.chain && { chain_check: filters.chain }),
    ...(search !== '' && { search }),
  };
};

/** Every filter off: what "Clear filters" leaves. */
export const noFilters: ListFilters = {
  status: null,
  type: null,
  method: null,
  chain: null,
  search: '',
};

/** A view with some filters changed: back to the first page, as the old page may not exist. */
export const withFilters = (view: ListView, change: Partial<ListFilters>): ListView => ({
  ...view,
  ...change,
  page: 1,
});
