import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc, ReadStore } from '../read-store/read-store.js';

interface Row extends Doc {
  status: string;
  amount: number;
  email: string;
  created_at: string;
  logs?: string[];
}

/**
 * The behaviour every ReadStore adapter must have. Each test uses collections of its own, so the
 * suite can run against a shared MongoDB.
 */
export const describeReadStoreContract = (
  adapter: string,
  open: () => Promise<ReadStore>,
): void => {
  describe(`ReadStore contract: ${adapter}`, () => {
    let store: ReadStore;
    const name = (what: string) => `${what}_${randomUUID().slice(0, 8)}`;
    const rows: Row[] = Array.from({ length: 30 }, (_, n) => ({
      _id: `T${String(n).padStart(2, '0')}`,
      status: n % 3 === 0 ? 'completed' : 'pending',
      amount: n,
      email: `user${n}@example.com`,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    }));
    const seeded = async () => {
      const collection = name('rows');
      await store.write(rows.map((doc) => ({ kind: 'replace' as const, collection, doc })));
      return collection;
    };

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      await store.close();
    });

    it('finds with a filter, a sort, a skip and a limit, and counts', async () => {
      const collection = await seeded();
      const page = await store.find<Row>(
        collection,
        { status: 'pending' },
        { sort: { created_at: -1 }, skip: 2, limit: 5 },
      );
      expect(page.map((row) => row._id)).toEqual(['T26', 'T25', 'T23', 'T22', 'T20']);
      expect(await store.count(collection, { status: 'pending' })).toBe(20);
      expect(await store.count(collection, {})).toBe(30);
    });

    it('understands $in, $or, $gte and a case-insensitive $regex', async () => {
      const collection = await seeded();
      const found = await store.find<Row>(
        collection,
        {
          $or: [{ email: { $regex: 'USER1[0-2]@', $options: 'i' } }, { _id: { $in: ['T01'] } }],
          amount: { $gte: 1 },
        },
        { sort: { amount: 1 } },
      );
      expect(found.map((row) => row.amount)).toEqual([1, 10, 11, 12]);
    });

    it('finds one document by id or by filter, and several by ids', async () => {
      const collection = await seeded();
      expect((await store.findOne<Row>(collection, { _id: 'T05' }))?.amount).toBe(5);
      expect((await store.findOne<Row>(collection, { email: 'user7@example.com' }))?._id).toBe(
        'T07',
      );
      expect(await store.findOne(collection, { _id: 'nope' })).toBeNull();
      const some = await store.findByIds<Row>(collection, ['T01', 'missing', 'T02']);
      expect(some.map((row) => row._id).sort()).toEqual(['T01', 'T02']);
    });

    it('applies update operators and inserts on upsert', async () => {
      const collection = await seeded();
      const updated = await store.updateOne(
        collection,
        { _id: 'T01' },
        { $set: { status: 'failed' }, $inc: { amount: 10 }, $push: { logs: 'x' } },
      );
      expect(updated).toEqual({ matched: 1, upserted: false });
      expect(await store.findOne(collection, { _id: 'T01' })).toMatchObject({
        status: 'failed',
        amount: 11,
        logs: ['x'],
      });
      const missed = await store.updateOne(collection, { _id: 'none' }, { $set: { status: 'x' } });
      expect(missed).toEqual({ matched: 0, upserted: false });
      const inserted = await store.updateOne(
        collection,
        { _id: 'bucket-1' },
        { $inc: { count: 2 }, $setOnInsert: { kind: 'bucket' } },
        { upsert: true },
      );
      expect(inserted).toEqual({ matched: 0, upserted: true });
      await store.updateOne(
        collection,
        { _id: 'bucket-1' },
        { $inc: { count: 3 }, $setOnInsert: { kind: 'other' } },
        { upsert: true },
      );
      expect(await store.findOne(collection, { _id: 'bucket-1' })).toEqual({
        _id: 'bucket-1',
        count: 5,
        kind: 'bucket',
      });
    });

    it('writes a batch with its checkpoint, all or nothing', async () => {
      const collection = await seeded();
      const checkpoint = name('checkpoint');
      await store.write(
        [
          { kind: 'replace', collection, doc: { _id: 'new', status: 'pending' } },
          { kind: 'delete', collection, id: 'T00' },
          {
            kind: 'update',
            collection,
            filter: { _id: 'T02' },
            update: { $set: { status: 'done' } },
          },
        ],
        { name: checkpoint, position: 42 },
      );
      expect(await store.checkpoint(checkpoint)).toBe(42);
      expect(await store.findOne(collection, { _id: 'T00' })).toBeNull();
      expect(await store.findOne(collection, { _id: 'T02' })).toMatchObject({ status: 'done' });

      const failing = store.write(
        [
          { kind: 'replace', collection, doc: { _id: 'T03', status: 'changed' } },
          {
            kind: 'update',
            collection,
            filter: { _id: 'T04' },
            update: { $bogus: { amount: 1 } } as never,
          },
        ],
        { name: checkpoint, position: 43 },
      );
      await expect(failing).rejects.toThrow();
      expect(await store.checkpoint(checkpoint)).toBe(42);
      expect(await store.findOne(collection, { _id: 'T03' })).toMatchObject({
        status: 'completed',
      });
    });

    it('answers null for a checkpoint never written, and drops collections', async () => {
      const collection = await seeded();
      expect(await store.checkpoint(name('never'))).toBeNull();
      await store.drop([collection]);
      expect(await store.count(collection, {})).toBe(0);
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
};
