import { z } from 'zod';
import { paymentMethods, transactionStatuses, transactionTypes } from '@ghost/events';
import type { Filter } from '@ghost/projectors';

/** Page sizes of the list (admin spec §9), and the export's one page of 10,000. */
export const listLimits = ['10', '20', '50', '100', '10000'] as const;
export const queueLimits = ['10', '20', '50', '100'] as const;
export const maxPage = 100_000;
export const maxSearchLength = 100;

/** Searched, case-insensitively, anywhere in the text (admin spec §2, Payment Validation). */
export const searchedFields = [
  'user_username',
  'user_email',
  'payment_id',
  'txid',
  'crypto_type',
  'gift_card_codes',
] as const;

/** A query-string value given once (a repeated parameter is refused). */
const single = z.string({ error: 'must be given once' });

export const pageParam = single
  .regex(/^[1-9]\d{0,5}$/, `must be a whole number from 1 to ${maxPage}`)
  .transform(Number)
  .pipe(z.number().max(maxPage, `must be a whole number from 1 to ${maxPage}`));

export const limitParam = <const Allowed extends readonly [string, ...string[]]>(
  allowed: Allowed,
) =>
  z
    .enum(allowed, { error: `must be one of ${allowed.join(', ')}` })
    .transform((limit) => Number(limit));

/** A filter that may be left out, empty or `all`: no filtering then. */
const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z
    .enum([...values, 'all', ''], { error: `must be one of ${values.join(', ')} or all` })
    .transform((value) => (value === 'all' || value === '' ? undefined : (value as Values[number])))
    .optional();

/** Methods the admin filters know: the portal's, plus paysafe of the admin spec's entity. */
const methodFilters = [...paymentMethods, 'alternative-paysafe'] as const;

export const listQuerySchema = z.strictObject({
  page: pageParam.default(1),
  limit: limitParam(listLimits).default(20),
  status: optionalChoice(transactionStatuses),
  type: optionalChoice(transactionTypes),
  payment_method: optionalChoice(methodFilters),
  search: single
    .max(maxSearchLength, `must be at most ${maxSearchLength} characters`)
    .transform((text) => text.trim())
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

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

export const paginationOf = (page: number, limit: number, total: number) => ({
  page,
  limit,
  total,
  pages: Math.ceil(total / limit),
});
