import {
  MongoClient,
  MongoServerError,
  type AnyBulkWriteOperation,
  type ClientSession,
  type Collection,
  type Db,
  type Filter as MongoFilter,
  type UpdateFilter,
} from 'mongodb';
import type { GlobalPosition } from '@ghost/events';
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

export interface MongoReadStoreOptions {
  /** Defaults to the database named in the URL, else `ghost`. */
  database?: string;
  /**
   * Write each batch and its checkpoint in one transaction. Needs a replica set (a single-node
   * one will do) or mongos: the distributed deployment's setting.
   */
  transactions?: boolean;
}

interface CheckpointDoc {
  _id: string;
  position: GlobalPosition;
}

/** The database named in a mongodb:// or mongodb+srv:// URL, if any. */
const databaseInUrl = (url: string): string | undefined => {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]*\/([^?]+)/.exec(url)?.[1];
  return name ? decodeURIComponent(name) : undefined;
};

// The port's filter and update types are the MongoDB query language, typed more loosely than the
// driver's generics: these two casts are the only place where they meet.
const asFilter = (filter: Filter) => filter as MongoFilter<Doc>;
const asUpdate = (update: UpdateOperators) => update as UpdateFilter<Doc>;

type BulkOperation = AnyBulkWriteOperation<Doc>;

const toBulkOperation = (op: WriteOp): BulkOperation => {
  switch (op.kind) {
    case 'replace':
      return { replaceOne: { filter: { _id: op.doc._id }, replacement: op.doc, upsert: true } };
    case 'delete':
      return { deleteOne: { filter: { _id: op.id } } };
    case 'update':
      return {
        updateOne: {
          filter: asFilter(op.filter),
          update: asUpdate(op.update),
          upsert: op.upsert ?? false,
        },
      };
    default: {
      const unknown: never = op;
      throw new Error(`Unknown write ${JSON.stringify(unknown)}`);
    }
  }
};

/** Consecutive operations on the same collection become one ordered bulk write. */
const bulkWrites = (
  ops: readonly WriteOp[],
): { collection: string; operations: BulkOperation[] }[] => {
  const runs: { collection: string; operations: BulkOperation[] }[] = [];
  for (const op of ops) {
    const last = runs.at(-1);
    if (last?.collection === op.collection) last.operations.push(toBulkOperation(op));
    else runs.push({ collection: op.collection, operations: [toBulkOperation(op)] });
  }
  return runs;
};

/**
 * The read store on MongoDB through the official driver: the port is the MongoDB query
 * language already, so every call maps one-to-one onto the driver.
 */
export class MongoReadStore implements ReadStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly db: Db,
    private readonly transactions: boolean,
  ) {}

  static async connect(url: string, options: MongoReadStoreOptions = {}): Promise<MongoReadStore> {
    const client = await MongoClient.connect(url);
    const db = client.db(options.database ?? databaseInUrl(url) ?? 'ghost');
    return new MongoReadStore(client, db, options.transactions ?? false);
  }

  async find<T extends Doc = Doc>(
    name: string,
    filter: Filter,
    options: FindOptions = {},
  ): Promise<T[]> {
    const cursor = this.collection(name).find(asFilter(filter), {
      ...(options.sort && { sort: options.sort }),
      ...(options.skip !== undefined && { skip: options.skip }),
      ...(options.limit !== undefined && { limit: options.limit }),
      ...(options.projection && { projection: options.projection }),
    });
    return (await cursor.toArray()) as T[];
  }

  async findOne<T extends Doc = Doc>(name: string, filter: Filter): Promise<T | null> {
    return (await this.collection(name).findOne(asFilter(filter))) as T | null;
  }

  async findByIds<T extends Doc = Doc>(name: string, ids: readonly string[]): Promise<T[]> {
    if (ids.length === 0) return [];
    const found = await this.collection(name)
      .find({ _id: { $in: [...ids] } })
      .toArray();
    const byId = new Map(found.map((doc) => [doc._id, doc as T]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  count(name: string, filter: Filter): Promise<number> {
    return this.collection(name).countDocuments(asFilter(filter));
  }

  async findPage<T extends Doc = Doc>(
    name: string,
    filter: Filter,
    options: FindOptions = {},
  ): Promise<Page<T>> {
    const [docs, total] = await Promise.all([
      this.find<T>(name, filter, options),
      this.count(name, filter),
    ]);
    return { docs, total };
  }

  async ensureIndexes(name: string, indexes: readonly IndexSpec[]): Promise<void> {
    if (indexes.length === 0) return;
    await this.collection(name).createIndexes(indexes.map(({ key }) => ({ key })));
  }

  async updateOne(
    name: string,
    filter: Filter,
    update: UpdateOperators,
    options: { upsert?: boolean } = {},
  ): Promise<UpdateResult> {
    const result = await this.collection(name).updateOne(asFilter(filter), asUpdate(update), {
      upsert: options.upsert ?? false,
    });
    return { matched: result.matchedCount, upserted: result.upsertedCount > 0 };
  }

  async write(ops: readonly WriteOp[], checkpoint?: Checkpoint): Promise<void> {
    if (ops.length === 0) {
      if (checkpoint) await this.saveCheckpoint(checkpoint);
      return;
    }
    if (this.transactions) {
      // All or nothing: the batch and its checkpoint commit together, and a failing operation
      // aborts the transaction. withTransaction retries transient errors by running the
      // callback again from the start.
      const session = this.client.startSession();
      try {
        await session.withTransaction(async () => {
          await this.apply(ops, checkpoint, session);
        });
      } finally {
        await session.endSession();
      }
      return;
    }
    // A standalone server has no transactions: the operations are applied in order and the
    // checkpoint is written last, so a failure part-way leaves the checkpoint behind the
    // documents. That is safe because re-applying is harmless: the projection runner replays
    // from the checkpoint, and every read-model document carries the `_position` of the last
    // event applied to it, behind which an event changes nothing (see applyEvent).
    await this.apply(ops, checkpoint);
  }

  async checkpoint(name: string): Promise<GlobalPosition | null> {
    const doc = await this.db
      .collection<CheckpointDoc>(checkpointsCollection)
      .findOne({ _id: name });
    return typeof doc?.position === 'number' ? doc.position : null;
  }

  async drop(names: readonly string[]): Promise<void> {
    for (const name of names) {
      try {
        await this.db.collection(name).drop();
      } catch (error) {
        // The driver already answers false for a missing collection; older servers say it so.
        const missing =
          error instanceof MongoServerError &&
          (error.code === 26 || error.message.includes('ns not found'));
        if (!missing) throw error;
      }
    }
  }

  async replaceCollections(
    replacements: Readonly<Record<string, string>>,
    checkpoint?: Checkpoint,
  ): Promise<void> {
    // Each rename is atomic on the server (renameCollection cannot join a transaction), so a
    // reader may meet some collections switched and others not, each one whole.
    const existing = new Set(
      (await this.db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name),
    );
    for (const [source, target] of Object.entries(replacements)) {
      if (existing.has(source))
        await this.db.renameCollection(source, target, { dropTarget: true });
      else await this.drop([target]);
    }
    if (checkpoint) await this.saveCheckpoint(checkpoint);
  }

  async ping(): Promise<void> {
    await this.client.db('admin').command({ ping: 1 });
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private collection(name: string): Collection<Doc> {
    return this.db.collection<Doc>(name);
  }

  private async apply(
    ops: readonly WriteOp[],
    checkpoint?: Checkpoint,
    session?: ClientSession,
  ): Promise<void> {
    for (const { collection, operations } of bulkWrites(ops)) {
      await this.collection(collection).bulkWrite(operations, {
        ordered: true,
        ...(session && { session }),
      });
    }
    if (checkpoint) await this.saveCheckpoint(checkpoint, session);
  }

  private async saveCheckpoint(
    { name, position }: Checkpoint,
    session?: ClientSession,
  ): Promise<void> {
    await this.db
      .collection<CheckpointDoc>(checkpointsCollection)
      .updateOne(
        { _id: name },
        { $set: { position } },
        { upsert: true, ...(session && { session }) },
      );
  }
}
