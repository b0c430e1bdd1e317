import type { ListQuery, Pagination } from '@ghost/events/contract';
import type { Filter } from '@ghost/projectors';

/** Searched, case-insensitively, anywhere in the text (admin spec §2, Payment Validation). */
export const searchedFields = [
  'user_username',
  'user_email',
  'payment_id',
  'txid',
  'crypto_type',
  'gift_card_codes',
] as const;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The read-model filter of a list query: equalities the indexes serve, then the search. */
export const filterOf = (query: ListQuery): Filter => {
  const filter: Filter = {};
  if (query.status) filter.status = query.status;
  if (query.type) filter.type = query.type;
  if (query.payment_method) filter.payment_method = query.payment_method;
  if (query.search) {
    const pattern = escapeRegex(query.search);
    filter.$or = searchedFields.map((field) => ({ [field]: { $regex: pattern, $options: 'i' } }));
  }
  return filter;
};

export const newestFirst = { created_at: -1, _id: -1 } as const;

export const paginationOf = (page: number, limit: number, total: number): Pagination => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});
