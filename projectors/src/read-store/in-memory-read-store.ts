import { update as applyUpdate } from 'mingo/updater';
import type { GlobalPosition } from '@ghost/events';
import { MemoryCollection } from './in-memory/memory-collection.js';
import {
  checkpointsCollection,
  type Checkpoint,
  type Doc,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Page,
  type ReadStore,
  type UpdateOperators,
  type UpdateResult,
  type WriteOp,
} from './read-store.js';

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

/** Undoes one change to a collection, so a failing batch leaves everything as it was. */
type Undo = () => void;

/**
 * The embedded read store: documents in process memory, queried with the MongoDB query language
 * (compiled for the common operators, mingo for the rest) through declared indexes. Rebuilt from
 * the event log at every start. A write batch is applied synchronously, so no reader ever sees
 * half of it.
 */
export class InMemoryReadStore implements ReadStore {
  private readonly collections = new Map<string, MemoryCollection>();

  private collection(name: string): MemoryCollection {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = new MemoryCollection();
      this.collections.set(name, collection);
    }
    return collection;
  }

  find<T extends Doc = Doc>(name: string, filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return Promise.resolve(this.collection(name).find(filter, options) as T[]);
  }

  findPage<T extends Doc = Doc>(
    name: string,
    filter: Filter,
    options: FindOptions = {},
  ): Promise<Page<T>> {
    return Promise.resolve(this.collection(name).findPage(filter, options) as Page<T>);
  }

  findOne<T extends Doc = Doc>(name: string, filter: Filter): Promise<T | null> {
    const collection = this.collection(name);
    if (Object.keys(filter).length === 1 && typeof filter._id === 'string') {
      return Promise.resolve((collection.get(filter._id) as T | undefined) ?? null);
    }
    return Promise.resolve((collection.find(filter, { limit: 1 })[0] as T | undefined) ?? null);
  }

  findByIds<T extends Doc = Doc>(name: string, ids: readonly string[]): Promise<T[]> {
    const collection = this.collection(name);
    return Promise.resolve(ids.flatMap((id) => (collection.get(id) as T | undefined) ?? []));
  }

  count(name: string, filter: Filter): Promise<number> {
    return Promise.resolve(this.collection(name).count(filter));
  }

  ensureIndexes(name: string, indexes: readonly IndexSpec[]): Promise<void> {
    this.collection(name).ensureIndexes(indexes);
    return Promise.resolve();
  }

  updateOne(
    name: string,
    filter: Filter,
    update: UpdateOperators,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    return Promise.resolve(
      this.updateIn(this.collection(name), filter, update, options.upsert ?? false, []),
    );
  }

  write(ops: readonly WriteOp[], checkpoint?: Checkpoint): Promise<void> {
    const undo: Undo[] = [];
    try {
      for (const op of ops) {
        const target = this.collection(op.collection);
        switch (op.kind) {
          case 'replace':
            this.replaceIn(target, op.doc, undo);
            break;
          case 'delete':
            this.deleteIn(target, op.id, undo);
            break;
          case 'update':
            this.updateIn(target, op.filter, op.update, op.upsert ?? false, undo);
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
    if (checkpoint) this.saveCheckpoint(checkpoint);
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

  replaceCollections(
    replacements: Readonly<Record<string, string>>,
    checkpoint?: Checkpoint,
  ): Promise<void> {
    // One synchronous step: a reader sees every old collection or every new one.
    const moved = Object.entries(replacements).map(
      ([source, target]) =>
        [target, this.collections.get(source) ?? new MemoryCollection()] as const,
    );
    for (const source of Object.keys(replacements)) this.collections.delete(source);
    for (const [target, collection] of moved) this.collections.set(target, collection);
    if (checkpoint) this.saveCheckpoint(checkpoint);
    return Promise.resolve();
  }

  ping(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private saveCheckpoint({ name, position }: Checkpoint): void {
    this.collection(checkpointsCollection).set({ _id: name, position });
  }

  private replaceIn(collection: MemoryCollection, doc: Doc, undo: Undo[]): void {
    this.remember(collection, doc._id, collection.set(doc), undo);
  }

  private deleteIn(collection: MemoryCollection, id: string, undo: Undo[]): void {
    this.remember(collection, id, collection.get(id), undo);
    collection.delete(id);
  }

  /** How to put back what a write of the batch replaced, should a later one fail. */
  private remember(
    collection: MemoryCollection,
    id: string,
    previous: Doc | undefined,
    undo: Undo[],
  ): void {
    undo.push(() => {
      if (previous) collection.set(previous);
      else collection.delete(id);
    });
  }

  private updateIn(
    collection: MemoryCollection,
    filter: Filter,
    update: UpdateOperators,
    upsert: boolean,
    undo: Undo[],
  ): UpdateResult {
    const { $setOnInsert, ...modifier } = update;
    const found =
      typeof filter._id === 'string' && Object.keys(filter).length === 1
        ? collection.get(filter._id)
        : collection.find(filter, { limit: 1 })[0];
    if (found) {
      const next = structuredClone(found);
      applyUpdate(next, modifier);
      this.replaceIn(collection, next, undo);
      return { matched: 1, upserted: false };
    }
    if (!upsert) return { matched: 0, upserted: false };
    const inserted = { ...seedFromFilter(filter), ...$setOnInsert };
    applyUpdate(inserted, modifier);
    this.replaceIn(collection, inserted, undo);
    return { matched: 0, upserted: true };
  }
}
