import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '@ghost/events/contract';
import { parseInput } from '@ghost/events/http';
import { filterOf, searchedFields } from './list-filter.js';

describe('the admin list query', () => {
  it('defaults to the first page of 20, unfiltered', () => {
    const query = parseInput(listQuerySchema, {}, 'query');
    expect(query).toEqual({ page: 1, limit: 20 });
    expect(filterOf(query)).toEqual({});
  });

  it('searches the text literally in username, e-mail, payment ID, txid, coin and gift-card codes', () => {
    const filter = filterOf(parseInput(listQuerySchema, { search: ' a.b*(c) ' }, 'query'));
    expect(searchedFields).toContain('gift_card_codes');
    expect(filter).toEqual({
      $or: searchedFields.map((field) => ({
        [field]: { $regex: 'a\\.b\\*\\(c\\)', $options: 'i' },
      })),
    });
  });

  it('treats all and an empty value as no filter', () => {
    const query = parseInput(
      listQuerySchema,
      { status: 'all', type: '', payment_method: 'all' },
      'query',
    );
    expect(filterOf(query)).toEqual({});
  });
});
