import { z } from 'zod';
import { chainCheckFilters } from '../../catalogue/chain-check.js';
import {
  adminPaymentMethods,
  transactionStatuses,
  transactionTypes,
} from '../../catalogue/payment-constants.js';

/**
 * The query strings of the admin lists. Values arrive as text; anything the
 * list does not know (an unknown value or parameter, a repeated one, a page of 0, a limit of 15,
 * a longer search) is refused, naming the parameter.
 */

/** Page sizes of the list, and the export's one page of 10,000. */
export const listLimits = ['10', '20', '50', '100', '10000'] as const;
/** Page sizes of the card queue. */
export const queueLimits = ['10', '20', '50', '100'] as const;
export const maxPage = 100_000;
export const maxSearchLength = 100;
/** The dashboard's recent list: 1 to `maxRecent` rows, 10 unless asked. */
export const maxRecent = 50;

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

/** Methods the admin filters know: every method a transaction may name. */
export const methodFilters = adminPaymentMethods;

/**
 * GET /api/transactions?page&limit&status&type&payment_method&chain_check&search.
 * `chain_check=needs_look` keeps the crypto payments whose chain check needs staff (a verdict of
 * chainCheckStatusesNeedingLook).
 */
export const listQuerySchema = z.strictObject({
  page: pageParam.default(1),
  limit: limitParam(listLimits).default(20),
  status: optionalChoice(transactionStatuses),
  type: optionalChoice(transactionTypes),
  payment_method: optionalChoice(methodFilters),
  chain_check: optionalChoice(chainCheckFilters),
  search: single
    .max(maxSearchLength, `must be at most ${maxSearchLength} characters`)
    .transform((text) => text.trim())
    .optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;
/** The query string the web sends: every value as text. */
export type ListQueryParams = z.input<typeof listQuerySchema>;

/** GET /api/transactions/recent/list?limit */
export const recentQuerySchema = z.strictObject({
  limit: single
    .regex(/^[1-9]\d?$/, `must be a whole number from 1 to ${maxRecent}`)
    .transform(Number)
    .pipe(z.number().max(maxRecent, `must be a whole number from 1 to ${maxRecent}`))
    .default(10),
});
export type RecentQueryParams = z.input<typeof recentQuerySchema>;

/** GET /api/transactions/card-payments/awaiting?page&limit */
export const queueQuerySchema = z.strictObject({
  page: pageParam.default(1),
  limit: limitParam(queueLimits).default(20),
});
export type QueueQueryParams = z.input<typeof queueQuerySchema>;

/** The stats calls take no query. */
export const noQuerySchema = z.strictObject({});
