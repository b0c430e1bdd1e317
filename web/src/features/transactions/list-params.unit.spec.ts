import { describe, expect, it } from 'vitest';
import {
  filterQuery,
  hasActiveFilter,
  noFilters,
  readListView,
  withFilters,
  writeListView,
  type ListView,
} from './list-params';

const read = (query: string) => readListView(new URLSearchParams(query));

describe('the list view in the address', () => {
  it('starts on page 1 with 20 per page and no filter', () => {
    expect(read('')).toEqual({
      status: null,
      type: null,
      method: null,
      chain: null,
      search: '',
      page: 1,
      limit: 20,
      payment: null,
      exportRequested: false,
    });
  });

  it('presets the status filter and the export from the query string', () => {
    const view = read('status=pending_subscription_update&export=true');
    expect(view.status).toBe('pending_subscription_update');
    expect(view.exportRequested).toBe(true);
  });

  it('keeps filters, search, page, page size and the open payment across a reload', () => {
    const view: ListView = {
      status: 'failed',
      type: 'ghost-eshop-pro',
      method: 'nintendo-eshop',
      chain: 'needs_look',
      search: 'player@example.com',
      page: 3,
      limit: 50,
      payment: 'GHOST-1700000000000-ABCDEFGHIJKLMNOPQRSTUV',
      exportRequested: false,
    };
    expect(read(writeListView(view).toString())).toEqual(view);
  });

  it('filters by either voucher code of the alternative method, paysafe included', () => {
    expect(read('method=alternative-paysafe').method).toBe('alternative-paysafe');
    expect(read('method=alternative-rewarble').method).toBe('alternative-rewarble');
  });

  it('writes only what differs from the defaults', () => {
    expect(writeListView(read('page=1&limit=20&status=&search=%20')).toString()).toBe('');
  });

  it('reads unknown values as no filter, page 1 and 20 per page instead of sending them on', () => {
    expect(
      read('status=paid&type=gift&method=paypal&chain_check=matched&page=0&limit=15&export=yes'),
    ).toEqual(read(''));
    expect(read('page=abc').page).toBe(1);
    expect(read('page=1000001').page).toBe(1);
    expect(read(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('goes back to page 1 when a filter changes', () => {
    const view = read('page=4&status=failed');
    expect(withFilters(view, { search: 'bob' })).toMatchObject({ page: 1, search: 'bob' });
  });
});

describe('the filters', () => {
  it('asks the server with the filters set and a trimmed search', () => {
    expect(
      filterQuery({
        status: 'completed',
        type: 'donation',
        method: 'crypto',
        chain: null,
        search: '  eth ',
      }),
    ).toEqual({ status: 'completed', type: 'donation', payment_method: 'crypto', search: 'eth' });
    expect(filterQuery({ ...noFilters, search: ' ' })).toEqual({});
  });

  it('asks for the payments whose chain check needs a look with chain_check=needs_look', () => {
    expect(read('chain_check=needs_look').chain).toBe('needs_look');
    expect(writeListView({ ...read(''), chain: 'needs_look' }).toString()).toBe(
      'chain_check=needs_look',
    );
    expect(filterQuery({ ...noFilters, chain: 'needs_look' })).toEqual({
      chain_check: 'needs_look',
    });
    expect(hasActiveFilter({ ...noFilters, chain: 'needs_look' })).toBe(true);
  });

  it('counts a blank search as no filter', () => {
    expect(hasActiveFilter({ ...noFilters, search: '  ' })).toBe(false);
    expect(hasActiveFilter({ ...noFilters, method: 'card' })).toBe(true);
  });
});
