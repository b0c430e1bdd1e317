import type { GlobalPosition } from '@ghost/events';

/** A read-model document. `_position` is the global position of the last event applied to it. */
export interface Doc {
  _id: string;
  _position?: GlobalPosition;
  [field: string]: unknown;
}

/** A MongoDB query filter. */
export type Filter = Record<string, unknown>;
export type SortSpec = Record<string, 1 | -1>;

export interface FindOptions {
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
}

/** One page of a find and how many documents match in all. */
export interface Page<T extends Doc> {
  docs: T[];
  total: number;
}

/**
 * An index a query needs, as MongoDB's createIndexes takes it: the fields in order with their
 * direction. Indexed fields hold scalars (strings, numbers, booleans, null).
 */
export interface IndexSpec {
  key: SortSpec;
}

/** MongoDB update operators. */
export interface UpdateOperators {
  $set?: Record<string, unknown>;
  $unset?: Record<string, ''>;
  $inc?: Record<string, number>;
  $push?: Record<string, unknown>;
  $pull?: Record<string, unknown>;
  $addToSet?: Record<string, unknown>;
  $min?: Record<string, unknown>;
  $max?: Record<string, unknown>;
  $setOnInsert?: Record<string, unknown>;
}

export type WriteOp =
  /** Insert or replace a whole document by its _id. */
  | { kind: 'replace'; collection: string; doc: Doc }
  /** Update the first document that matches; insert one built from the filter when asked to. */
  | {
      kind: 'update';
      collection: string;
      filter: Filter;
      update: UpdateOperators;
      upsert?: boolean;
    }
  | { kind: 'delete'; collection: string; id: string };

export interface Checkpoint {
  name: string;
  position: GlobalPosition;
}

export interface UpdateResult {
  matched: number;
  upserted: boolean;
}

/**
 * The read-model port: named collections queried with the MongoDB query language. Returned
 * documents are read-only snapshots.
 */
export interface ReadStore {
  find<T extends Doc = Doc>(
    collection: string,
    filter: Filter,
    options?: FindOptions,
  ): Promise<T[]>;
  findOne<T extends Doc = Doc>(collection: string, filter: Filter): Promise<T | null>;
  findByIds<T extends Doc = Doc>(collection: string, ids: readonly string[]): Promise<T[]>;
  count(collection: string, filter: Filter): Promise<number>;
  /** A find and the count of everything its filter matches, in one call. */
  findPage<T extends Doc = Doc>(
    collection: string,
    filter: Filter,
    options?: FindOptions,
  ): Promise<Page<T>>;
  /** Creates the indexes a collection lacks; those it has already are left as they are. */
  ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void>;
  updateOne(
    collection: string,
    filter: Filter,
    update: UpdateOperators,
    options?: { upsert?: boolean },
  ): Promise<UpdateResult>;
  /** Applies the operations in order, all or none, together with the checkpoint if one is given. */
  write(ops: readonly WriteOp[], checkpoint?: Checkpoint): Promise<void>;
  checkpoint(name: string): Promise<GlobalPosition | null>;
  /** Empties collections (and their checkpoints when named): the first step of a rebuild. */
  drop(collections: readonly string[]): Promise<void>;
  /**
   * The switch of a blue/green rebuild: each target collection (value) is replaced by its source
   * (key), indexes included, and the source name is free again; then the checkpoint is written.
   */
  replaceCollections(
    replacements: Readonly<Record<string, string>>,
    checkpoint?: Checkpoint,
  ): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The collection that holds the projection checkpoints. */
export const checkpointsCollection = 'checkpoints';
