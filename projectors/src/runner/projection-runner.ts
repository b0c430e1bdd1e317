import type { EventStore, GlobalPosition, LogBatch, StoredEvent } from '@ghost/events';
import type { Doc, ReadStore, WriteOp } from '../read-store/read-store.js';
import {
  applyChanges,
  applyEvent,
  isDerived,
  type DerivedProjection,
  type DocChange,
  type Projection,
  type ReadModel,
} from './projection.js';

export interface ProjectionRunnerOptions {
  /** Name of the checkpoint the runner keeps. */
  name?: string;
  maxBatch?: number;
  onError?: (error: unknown) => void;
  /**
   * Where a read model's collection lives; the same name by default. A rebuild builds into
   * other collections beside the live ones.
   */
  collectionName?: (collection: string) => string;
}

/** How far the read models are. Query services wait on it for read-your-writes. */
export interface ReadModelProgress {
  position(): Promise<GlobalPosition | null>;
  /** Resolves true once the read models reached the position, false after the timeout. */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean>;
}

const noKeys: readonly string[] = [];

interface Evolved {
  ops: WriteOp[];
  changes: DocChange[];
}

/**
 * Builds the read models: subscribes to the global log from its checkpoint, evolves the touched
 * documents of each batch in memory, feeds the document changes to the derived read models, and
 * writes everything with the checkpoint in one atomic write. A crash replays at most one batch,
 * and the position guard makes that harmless.
 */
export class ProjectionRunner implements ReadModelProgress {
  private readonly name: string;
  private readonly maxBatch: number;
  private readonly collectionName: (collection: string) => string;
  private readonly abort = new AbortController();
  private applied: GlobalPosition | null = null;
  private waiters: { position: GlobalPosition; wake: (reached: boolean) => void }[] = [];
  private loop: Promise<void> | undefined;
  private failure: unknown;
  /** Batches and take-overs run one at a time, in the order they asked. */
  private turn: Promise<unknown> = Promise.resolve();
  /** Every type some projection can handle: the only ones read from the log. */
  private readonly eventTypes: readonly string[];
  private readonly handles = new Map<Projection, ReadonlySet<string>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly models: readonly ReadModel[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.name = options.name ?? 'read-models';
    // Measured on a replay of 200,000 events: batches of 1,000 beat 2,000 and 5,000 (a batch's
    // events and documents die young, before a scavenge has to promote them).
    this.maxBatch = options.maxBatch ?? 1000;
    this.collectionName = options.collectionName ?? ((collection) => collection);
    const known = new Set<string>();
    for (const model of models) {
      if (isDerived(model) && !known.has(model.source)) {
        throw new Error(`${model.collection} is fed by ${model.source}, which must come before it`);
      }
      if (!isDerived(model)) this.handles.set(model, new Set(model.canHandle));
      known.add(model.collection);
    }
    this.eventTypes = [...new Set([...this.handles.values()].flatMap((types) => [...types]))];
  }

  /**
   * Starts following the log; resolves once the read models have caught up with its head and
   * have their indexes.
   */
  async start(
    onProgress?: (position: GlobalPosition, head: GlobalPosition) => void,
  ): Promise<void> {
    this.applied = await this.readStore.checkpoint(this.name);
    const head = await this.eventStore.headPosition();
    this.loop = this.follow(head, onProgress);
    if (head !== null && (this.applied ?? -1) < head) {
      const reached = await this.waitFor(head, Number.POSITIVE_INFINITY);
      if (!reached)
        throw new Error('The projection runner stopped before catching up', {
          cause: this.failure,
        });
    }
    // Once the catch-up has loaded the documents, between two batches: built in one go, an index
    // costs a fraction of what keeping it current through every write of a replay does.
    await this.exclusive(async () => {
      for (const model of this.models) {
        if (model.indexes) {
          await this.readStore.ensureIndexes(this.collectionName(model.collection), model.indexes);
        }
      }
    });
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    this.release(false);
  }

  position(): Promise<GlobalPosition | null> {
    return Promise.resolve(this.applied);
  }

  /** The name of the checkpoint it keeps. */
  get checkpointName(): string {
    return this.name;
  }

  /** The error that stopped the runner, if one did. */
  get error(): unknown {
    return this.failure;
  }

  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.applied !== null && this.applied >= position) return Promise.resolve(true);
    if (this.abort.signal.aborted || this.failure !== undefined) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = { position, wake: resolve };
      this.waiters.push(waiter);
      if (Number.isFinite(timeoutMs)) {
        setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs).unref();
      }
    });
  }

  /**
   * Applies one batch: the events, written with the checkpoint at the position the batch reached.
   * A batch of no event the read models handle moves the position on in memory only; the next
   * write records it, and a restart before then reads those events again and passes over them.
   */
  private applyBatch({ events, reached }: LogBatch): Promise<void> {
    return this.exclusive(async () => {
      const applied = this.applied;
      if (applied !== null && reached <= applied) return;
      const fresh = applied === null ? events : events.filter((event) => event.position > applied);
      if (fresh.length > 0) {
        const groups: WriteOp[][] = [];
        const changesOf = new Map<string, DocChange[]>();
        for (const model of this.models) {
          const evolved = isDerived(model)
            ? await this.evolveDerived(model, changesOf.get(model.source) ?? [])
            : await this.evolveCollection(model, fresh);
          changesOf.set(model.collection, evolved.changes);
          groups.push(evolved.ops);
        }
        // Derived documents are written before their sources: where a store cannot write the
        // batch atomically, a crash between the two replays the batch, the sources change again
        // and the derived documents' guard refuses what they have already. The other way round,
        // the sources' guard would hide the change and the derived documents would miss it.
        await this.readStore.write(groups.reverse().flat(), { name: this.name, position: reached });
      }
      this.applied = reached;
      this.release(true);
    });
  }

  /**
   * Runs an action between two batches, with the runner's position: a rebuild swaps its read
   * models in there. The action answers the position the read models are at afterwards, and the
   * runner goes on from it (answered).
   */
  takeOver(
    action: (applied: GlobalPosition | null) => Promise<GlobalPosition | null>,
  ): Promise<GlobalPosition | null> {
    return this.exclusive(async () => {
      const reached = await action(this.applied);
      if (reached !== null && (this.applied === null || reached > this.applied)) {
        this.applied = reached;
        this.release(true);
      }
      return this.applied;
    });
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.turn.then(work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  private async follow(
    head: GlobalPosition | null,
    onProgress?: (position: GlobalPosition, head: GlobalPosition) => void,
  ): Promise<void> {
    try {
      for await (const batch of this.eventStore.subscribe({
        after: this.applied,
        maxBatch: this.maxBatch,
        signal: this.abort.signal,
        eventTypes: this.eventTypes,
      })) {
        await this.applyBatch(batch);
        if (onProgress && head !== null && this.applied !== null && this.applied <= head) {
          onProgress(this.applied, head);
        }
      }
    } catch (error) {
      this.failure = error;
      this.options.onError?.(error);
      this.release(false);
    }
  }

  private async evolveCollection(
    projection: Projection,
    events: readonly StoredEvent[],
  ): Promise<Evolved> {
    const collection = this.collectionName(projection.collection);
    const handles = this.handles.get(projection);
    const touches = events.map((event) =>
      handles?.has(event.type) ? projection.keysOf(event) : noKeys,
    );
    const keys = new Set<string>();
    for (const touched of touches) for (const key of touched) keys.add(key);
    if (keys.size === 0) return { ops: [], changes: [] };
    const docs = await this.documents(collection, keys);
    const changes: DocChange[] = [];
    events.forEach((event, index) => {
      for (const key of touches[index] ?? []) {
        const before = docs.get(key) ?? null;
        const after = applyEvent(projection, before, event, key);
        if (after === before) continue;
        docs.set(key, after);
        changes.push({ key, before, after, event });
      }
    });
    return { ops: this.opsFor(collection, changes), changes };
  }

  /**
   * Each derived document hears every change of the batch that touches it, in log order, at once:
   * it is evolved (and copied) once a batch, and reports one change, from its version before the
   * batch to the one after.
   */
  private async evolveDerived(
    projection: DerivedProjection,
    changes: readonly DocChange[],
  ): Promise<Evolved> {
    const collection = this.collectionName(projection.collection);
    const heard = new Map<string, DocChange[]>();
    for (const change of changes) {
      for (const key of projection.keysOf(change)) {
        const its = heard.get(key);
        if (its) its.push(change);
        else heard.set(key, [change]);
      }
    }
    if (heard.size === 0) return { ops: [], changes: [] };
    const docs = await this.documents(collection, heard.keys());
    const derivedChanges: DocChange[] = [];
    for (const [key, its] of heard) {
      const event = its.at(-1)?.event;
      const before = docs.get(key) ?? null;
      const after = applyChanges(projection, before, its, key);
      if (after === before || !event) continue;
      derivedChanges.push({ key, before, after, event });
    }
    return { ops: this.opsFor(collection, derivedChanges), changes: derivedChanges };
  }

  private async documents(
    collection: string,
    keys: Iterable<string>,
  ): Promise<Map<string, Doc | null>> {
    const found = await this.readStore.findByIds(collection, [...keys]);
    return new Map<string, Doc | null>(found.map((doc) => [doc._id, doc]));
  }

  /** The writes of the documents that changed: each one's last version, once. */
  private opsFor(collection: string, changes: readonly DocChange[]): WriteOp[] {
    const last = new Map<string, Doc | null>();
    for (const { key, after } of changes) last.set(key, after);
    return [...last].map(([key, doc]): WriteOp =>
      doc === null ? { kind: 'delete', collection, id: key } : { kind: 'replace', collection, doc },
    );
  }

  private release(reached: boolean): void {
    const applied = this.applied;
    const ready = this.waiters.filter(
      (w) => !reached || (applied !== null && applied >= w.position),
    );
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const waiter of ready) waiter.wake(reached);
  }
}
