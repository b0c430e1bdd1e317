import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '@ghost/events/contract';
import { giftCardLookup, legacyGiftCardLookup } from '@ghost/events';
import { parseInput } from '@ghost/events/http';
import { codeSearchFor, filterOf, searchedFields } from './list-filter.js';

describe('the admin list query', () => {
  it('defaults to the first page of 20, unfiltered', () => {
    const query = parseInput(listQuerySchema, {}, 'query');
    expect(query).toEqual({ page: 1, limit: 20 });
    expect(filterOf(query)).toEqual({});
  });

  it('searches the text literally in username, e-mail, payment ID, txid and coin', () => {
    const filter = filterOf(parseInput(listQuerySchema, { search: ' a.b*(c) ' }, 'query'));
    expect(searchedFields).not.toContain('gift_card_codes');
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

  it('keeps, for needs_look, only the payments whose chain verdict needs staff', () => {
    const filter = filterOf(parseInput(listQuerySchema, { chain_check: 'needs_look' }, 'query'));
    expect(filter).toEqual({
      'chain_check.status': {
        $in: [
          'underpaid',
          'overpaid',
          'wrong_recipient',
          'wrong_token',
          'not_found',
          'late',
          'contested',
        ],
      },
    });
    expect(filterOf(parseInput(listQuerySchema, { chain_check: 'all' }, 'query'))).toEqual({});
  });

  it('refuses a chain filter it does not know, naming chain_check', () => {
    expect(() => parseInput(listQuerySchema, { chain_check: 'matched' }, 'query')).toThrow(
      /chain_check/,
    );
  });

  it("finds a whole gift-card code by its keyed hash, never by the code's text", () => {
    const key = Buffer.alloc(32, 7);
    const typed = 'abcd-1234-efgh-5678';
    const filter = filterOf(
      parseInput(listQuerySchema, { search: typed }, 'query'),
      codeSearchFor('admin', key),
    );
    expect(filter.$or).toContainEqual({
      gift_card_lookups: {
        $in: [giftCardLookup(key, 'ABCD1234EFGH5678'), legacyGiftCardLookup('ABCD1234EFGH5678')],
      },
    });
    // Part of a code is no code: it is looked for as text only.
    const part = filterOf(
      parseInput(listQuerySchema, { search: 'ABCD1234' }, 'query'),
      codeSearchFor('admin', key),
    );
    expect(JSON.stringify(part)).not.toContain('gift_card_lookups');
  });

  it('never finds a payment by a gift-card code for an auditor, who is never shown one', () => {
    const key = Buffer.alloc(32, 7);
    const query = parseInput(listQuerySchema, { search: 'ABCD1234EFGH5678' }, 'query');
    expect(codeSearchFor('auditor', key)).toBeNull();
    expect(JSON.stringify(filterOf(query, codeSearchFor('auditor', key)))).not.toContain(
      'gift_card_lookups',
    );
    expect(codeSearchFor('super_admin', key)).toEqual({ key });
    expect(codeSearchFor('admin', undefined)).toEqual({ key: null });
  });
});
