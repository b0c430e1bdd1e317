import { Query } from 'mingo';
import { update as applyUpdate } from 'mingo/updater';
import type { GlobalPosition } from '@ghost/events';
import {
  checkpointsCollection,
  type Checkpoint,
  type Doc,
  type Filter,
  type FindOptions,
  type ReadStore,
  type UpdateOperators,
  type UpdateResult,
  type WriteOp,
} from './read-store.js';

type Collection = Map<string, Doc>;

const queryOptions = { idKey: '_id' } as const;

/** The document an upsert inserts: the filter's equality fields, then the update on top. */
const seedFromFilter = (filter: Filter): Doc => {
  const seed: Record<string, unknown> = {};
  for (const [field, condition] of Object.entries(filter)) {
    const isOperator =
      typeof condition === 'object' &&
      condition !== null &&
      Object.keys(condition).some((key) => key.startsWith('$'));
    if (!field.startsWith('$') && !isOperator) seed[field] = condition;
  }
  if (typeof seed._id !== 'string') throw new Error('An upsert needs an _id in its filter');
  return seed as Doc;
};

/**
 * The embedded read store: documents in process memory, queried with mingo (the MongoDB query
 * language). Rebuilt from the event log at every start. A write batch is applied synchronously,
 * so no reader ever sees half of it.
 */
export class InMemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, Collection>();

  private collection(name: string): Collection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new Map();
      this.collections.set(name, collection);
    }
    return collection;
  }

  find<T extends Doc = Doc>(name: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    const docs = [...this.collection(name).values()];
    let cursor = new Query(filter, queryOptions).find<T>(docs, options.projection as never);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return Promise.resolve(cursor.all());
  }

  async findOne<T extends Doc = Doc>(name: string, filter: Filter): Promise<T | null> {
    if (Object.keys(filter).length === 1 && typeof filter._id === 'string') {
      return Promise.resolve((this.collection(name).get(filter._id) as T | undefined) ?? null);
    }
    const [first] = await this.find<T>(name, filter, { limit: 1 });
    return first ?? null;
  }

  findByIds<T extends Doc = Doc>(name: string, ids: readonly string[]): Promise<T[]> {
    const collection = this.collection(name);
    return Promise.resolve(ids.flatMap((id) => (collection.get(id) as T | undefined) ?? []));
  }

  count(name: string, filter: Filter): Promise<number> {
    if (Object.keys(filter).length === 0) return Promise.resolve(this.collection(name).size);
    const query = new Query(filter, queryOptions);
    let matches = 0;
    for (const doc of this.collection(name).values()) if (query.test(doc)) matches += 1;
    return Promise.resolve(matches);
  }

  updateOne(
    name: string,
    filter: Filter,
    update: UpdateOperators,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    return Promise.resolve(this.updateNow(name, filter, update, options.upsert ?? false));
  }

  write(ops: readonly WriteOp[], checkpoint?: Checkpoint): Promise<void> {
    // Remember what each operation replaced, so a failing one leaves every collection as it was.
    const undo: (() => void)[] = [];
    const remember = (collection: Collection, id: string) => {
      const previous = collection.get(id);
      undo.push(() => (previous ? collection.set(id, previous) : collection.delete(id)));
    };
    try {
      for (const op of ops) {
        const target = this.collection(op.collection);
        switch (op.kind) {
          case 'replace':
            remember(target, op.doc._id);
            target.set(op.doc._id, op.doc);
            break;
          case 'delete':
            remember(target, op.id);
            target.delete(op.id);
            break;
          case 'update':
            this.updateIn(target, op.filter, op.update, op.upsert ?? false, remember);
            break;
          default: {
            const unknown: never = op;
            throw new Error(`Unknown write ${JSON.stringify(unknown)}`);
          }
        }
      }
    } catch (error) {
      for (const restore of undo.reverse()) restore();
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (checkpoint) {
      this.collection(checkpointsCollection).set(checkpoint.name, {
        _id: checkpoint.name,
        position: checkpoint.position,
      });
    }
    return Promise.resolve();
  }

  checkpoint(name: string): Promise<GlobalPosition | null> {
    const doc = this.collection(checkpointsCollection).get(name);
    return Promise.resolve(typeof doc?.position === 'number' ? doc.position : null);
  }

  drop(names: readonly string[]): Promise<void> {
    for (const name of names) this.collections.delete(name);
    return Promise.resolve();
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private updateNow(
    name: string,
    filter: Filter,
    update: UpdateOperators,
    upsert: boolean,
  ): UpdateResult {
    return this.updateIn(this.collection(name), filter, update, upsert, () => undefined);
  }

  private updateIn(
    collection: Collection,
    filter: Filter,
    update: UpdateOperators,
    upsert: boolean,
    remember: (collection: Collection, id: string) => void,
  ): UpdateResult {
    const { $setOnInsert, ...modifier } = update;
    const found =
      typeof filter._id === 'string' && Object.keys(filter).length === 1
        ? collection.get(filter._id)
        : new Query(filter, queryOptions)
            .find<Doc>([...collection.values()])
            .limit(1)
            .all()[0];
    if (found) {
      const next = structuredClone(found);
      applyUpdate(next, modifier);
      remember(collection, next._id);
      collection.set(next._id, next);
      return { matched: 1, upserted: false };
    }
    if (!upsert) return { matched: 0, upserted: false };
    const inserted = { ...seedFromFilter(filter), ...$setOnInsert };
    applyUpdate(inserted, modifier);
    remember(collection, inserted._id);
    collection.set(inserted._id, inserted);
    return { matched: 0, upserted: true };
  }
}
