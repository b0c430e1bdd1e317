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

    it('answers a page and the count of every match in one call', async () => {
      const collection = await seeded();
      const page = await store.findPage<Row>(
        collection,
        { status: 'pending', email: { $regex: '@EXAMPLE', $options: 'i' } },
        { sort: { created_at: -1 }, skip: 18, limit: 5 },
      );
      expect(page.docs.map((row) => row._id)).toEqual(['T02', 'T01']);
      expect(page.total).toBe(20);
      const none = await store.findPage(collection, { status: 'nothing' }, { limit: 5 });
      expect(none).toEqual({ docs: [], total: 0 });
    });

    it('finds through declared indexes what it finds without them, and keeps them current', async () => {
      const collection = await seeded();
      const indexes = [
        { key: { status: 1, created_at: -1, _id: -1 } },
        { key: { created_at: -1, _id: -1 } },
      ] as const;
      await store.ensureIndexes(collection, indexes);
      await store.ensureIndexes(collection, indexes);
      const newest = await store.find<Row>(
        collection,
        { status: 'pending' },
        { sort: { created_at: -1, _id: -1 }, skip: 2, limit: 5 },
      );
      expect(newest.map((row) => row._id)).toEqual(['T26', 'T25', 'T23', 'T22', 'T20']);
      const oldest = await store.find<Row>(
        collection,
        { status: 'completed' },
        { sort: { created_at: 1 }, limit: 3 },
      );
      expect(oldest.map((row) => row._id)).toEqual(['T00', 'T03', 'T06']);
      expect(await store.count(collection, { status: 'pending' })).toBe(20);
      expect(await store.count(collection, { status: 'pending', amount: { $lt: 10 } })).toBe(6);
      const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
      const within = await store.find<Row>(
        collection,
        { created_at: { $gte: minute(7), $lt: minute(11) } },
        { projection: { status: 1 } },
      );
      expect(within.map((row) => row._id).sort()).toEqual(['T07', 'T08', 'T09', 'T10']);
      expect(Object.keys(within[0] ?? {}).sort()).toEqual(['_id', 'status']);
      const pendingWithin = await store.findPage<Row>(
        collection,
        { status: 'pending', created_at: { $gt: minute(7), $lte: minute(11) } },
        { sort: { created_at: -1, _id: -1 } },
      );
      expect(pendingWithin.docs.map((row) => row._id)).toEqual(['T11', 'T10', 'T08']);
      expect(pendingWithin.total).toBe(3);

      await store.write([
        {
          kind: 'update',
          collection,
          filter: { _id: 'T29' },
          update: { $set: { status: 'completed' } },
        },
        { kind: 'delete', collection, id: 'T27' },
        {
          kind: 'replace',
          collection,
          doc: { ...rows[0], _id: 'T99', created_at: '2027-01-01T00:00:00.000Z' },
        },
      ]);
      const page = await store.findPage<Row>(
        collection,
        { status: 'completed' },
        { sort: { created_at: -1, _id: -1 }, limit: 3 },
      );
      expect(page.docs.map((row) => row._id)).toEqual(['T99', 'T29', 'T24']);
      expect(page.total).toBe(11);
      expect(await store.count(collection, { status: 'pending' })).toBe(19);
    });

    it('leaves out or keeps only the projected fields', async () => {
      const collection = await seeded();
      const [without] = await store.find<Row>(
        collection,
        { _id: 'T01' },
        { projection: { email: 0 } },
      );
      expect(without).toEqual({
        _id: 'T01',
        status: 'pending',
        amount: 1,
        created_at: rows[1]?.created_at,
      });
      const [only] = await store.find(collection, { _id: 'T01' }, { projection: { amount: 1 } });
      expect(only).toEqual({ _id: 'T01', amount: 1 });
    });

    it('replaces collections by their rebuilt copies, indexes included, with the checkpoint', async () => {
      const live = await seeded();
      const rebuilt = name('rebuilt');
      const checkpoint = name('checkpoint');
      await store.write(
        rows.slice(0, 4).map((doc) => ({
          kind: 'replace' as const,
          collection: rebuilt,
          doc: { ...doc, status: 'rebuilt' },
        })),
      );
      await store.ensureIndexes(rebuilt, [{ key: { status: 1, created_at: -1, _id: -1 } }]);
      const emptied = name('emptied');
      await store.replaceCollections(
        { [rebuilt]: live, [name('missing')]: emptied },
        {
          name: checkpoint,
          position: 9,
        },
      );
      expect(await store.count(live, {})).toBe(4);
      expect(await store.count(live, { status: 'rebuilt' })).toBe(4);
      expect(
        (
          await store.find<Row>(live, { status: 'rebuilt' }, { sort: { created_at: -1 }, limit: 1 })
        )[0]?._id,
      ).toBe('T03');
      expect(await store.count(rebuilt, {})).toBe(0);
      expect(await store.count(emptied, {})).toBe(0);
      expect(await store.checkpoint(checkpoint)).toBe(9);
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
