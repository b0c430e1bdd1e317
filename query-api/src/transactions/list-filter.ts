import {
  actorRoles,
  chainCheckStatusesNeedingLook,
  giftCardLookupsFor,
  type AdminRole,
} from '@ghost/events';
import type { ListQuery, Pagination } from '@ghost/events/contract';
import type { Filter } from '@ghost/projectors';

/** Searched, case-insensitively, anywhere in the text (the Payment Validation search). */
export const searchedFields = [
  'user_username',
  'user_email',
  'payment_id',
  'txid',
  'crypto_type',
] as const;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a search finds gift-card codes: by their keyed hash (`key`) and the unkeyed one of old codes. */
export interface CodeSearch {
  /** The gift-card lookup key; null: only codes recorded before codes were sealed are found. */
  key: Buffer | null;
}

/**
 * How a reader's search finds gift-card codes: admins and super admins only (null for an
 * auditor). An auditor never sees a code, so a search of theirs is not to tell which payment
 * holds a code they guess.
 */
export const codeSearchFor = (role: AdminRole, key: Buffer | undefined): CodeSearch | null =>
  (actorRoles as readonly AdminRole[]).includes(role) ? { key: key ?? null } : null;

/**
 * The read-model filter of a list query: equalities the indexes serve, then the search. A gift
 * card's code is never kept in the clear: a search that is a whole code (16 letters and digits,
 * spaces and dashes dropped) also finds the payments holding it by the code's keyed hash, when
 * `codes` allows it (see codeSearchFor).
 */
export const filterOf = (query: ListQuery, codes: CodeSearch | null = null): Filter => {
  const filter: Filter = {};
  if (query.status) filter.status = query.status;
  if (query.type) filter.type = query.type;
  if (query.payment_method) filter.payment_method = query.payment_method;
  if (query.chain_check === 'needs_look') {
    // A payment without a chain check (null) is never matched by `$in` on its status.
    filter['chain_check.status'] = { $in: [...chainCheckStatusesNeedingLook] };
  }
  if (query.search) {
    const pattern = escapeRegex(query.search);
    const lookups = codes ? giftCardLookupsFor(query.search, codes.key) : [];
    filter.$or = [
      ...searchedFields.map((field) => ({ [field]: { $regex: pattern, $options: 'i' } })),
      ...(lookups.length > 0 ? [{ gift_card_lookups: { $in: lookups } }] : []),
    ];
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
