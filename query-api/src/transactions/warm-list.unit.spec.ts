import { describe, expect, it } from 'vitest';
import { listQuerySchema } from '@ghost/events/contract';
import { transactionsCollection, type ReadStore } from '@ghost/projectors';
import { filterOf, newestFirst } from './list-filter.js';
import { warmTransactionList } from './warm-list.js';

describe('warming the admin list at start', () => {
  it('asks the read store the searched list question, newest first, as an admin’s search does', async () => {
    const asked: unknown[][] = [];
    const store = {
      findPage: (...args: unknown[]) => {
        asked.push(args);
        return Promise.resolve({ docs: [], total: 0 });
      },
    } as unknown as ReadStore;

    await warmTransactionList(store);

    const searched = filterOf(listQuerySchema.parse({ search: 'anything' })) as {
      $or: Record<string, unknown>[];
    };
    expect(asked).toHaveLength(1);
    const [collection, filter, options] = asked[0] ?? [];
    expect(collection).toBe(transactionsCollection);
    // The same fields searched and the same sort: what the store builds its indexes for.
    expect(Object.keys(filter as object)).toEqual(Object.keys(searched));
    expect(
      (filter as { $or: Record<string, unknown>[] }).$or.map((term) => Object.keys(term)[0]),
    ).toEqual(searched.$or.map((term) => Object.keys(term)[0]));
    expect(options).toMatchObject({ sort: newestFirst });
  });
});
