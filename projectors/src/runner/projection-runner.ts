import { setTimeout as sleep } from 'node:timers/promises';
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
import {
  ChangeListeners,
  type ReadModelChangeListener,
  type ReadModelChanges,
} from './read-model-changes.js';

export interface ProjectionRunnerOptions {
  /** Name of the checkpoint the runner keeps. */
  name?: string;
  maxBatch?: number;
  /** Told of each fault: the runner stops at it (and retries, if it does). */
  onError?: (error: unknown) => void;
  /** Told when a runner that retries got past its fault, with the position it has reached. */
  onResume?: (position: GlobalPosition | null) => void;
  /**
   * Where a read model's collection lives; the same name by default. A rebuild builds into
   * other collections beside the live ones.
   */
  collectionName?: (collection: string) => string;
  /**
   * After a fault (a projection that throws, a read store that fails), try again from the
   * checkpoint after this long, doubling up to a minute, until it passes: a fixed read store
   * resumes by itself. Absent: the runner stays stopped (a rebuild fails instead).
   */
  retryAfterFaultMs?: number;
}

/**
 * A read model that threw on an event. The runner stops just before it (the events before it are
 * applied and checkpointed), reports it, and never passes over it: after the fix it resumes there.
 */
export class ProjectionFault extends Error {
  constructor(
    readonly readModel: string,
    readonly event: Pick<StoredEvent, 'position' | 'type' | 'streamId'>,
    override readonly cause: unknown,
  ) {
    super(
      `The read model "${readModel}" failed on event ${event.position} (${event.type} of ${event.streamId}): ${cause instanceof Error ? cause.message : String(cause)}`,
    );
    this.name = 'ProjectionFault';
  }
}

const longestRetryMs = 60_000;

/**
 * The change a derived read model throws on, found by evolving the changes one by one (what
 * evolving them together amounts to), so the runner stops at that change's event.
 */
const failingChange = (
  projection: DerivedProjection,
  doc: Doc | null,
  changes: readonly DocChange[],
  key: string,
): DocChange | undefined => {
  let current = doc;
  for (const change of changes) {
    try {
      current = applyChanges(projection, current, [change], key);
    } catch {
      return change;
    }
  }
  return undefined;
};

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

/** A batch's writes, and the ids of the documents they write by read model. */
interface Written {
  ops: WriteOp[];
  changed: Map<string, readonly string[]>;
}

/**
 * Builds the read models: subscribes to the global log from its checkpoint, evolves the touched
 * documents of each batch in memory, feeds the document changes to the derived read models, and
 * writes everything with the checkpoint in one atomic write. A crash replays at most one batch,
 * and the position guard makes that harmless.
 */
export class ProjectionRunner implements ReadModelProgress, ReadModelChanges {
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
  private readonly changes: ChangeListeners;

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
    this.changes = new ChangeListeners(options.onError);
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
      // A runner that retries its faults starts anyway: it answers what it has, and reports the
      // fault (health) until it passes.
      if (!reached && this.options.retryAfterFaultMs === undefined)
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

  /**
   * Stops following the log once the batch under way is written. The position it reached is
   * checkpointed too when batches of nothing to apply moved it on in memory only, so the next
   * start does not read those events again.
   */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    await this.exclusive(async () => {
      const applied = this.applied;
      if (applied === null || (await this.readStore.checkpoint(this.name)) === applied) return;
      await this.readStore.write([], { name: this.name, position: applied });
    });
    this.release(false);
  }

  position(): Promise<GlobalPosition | null> {
    return Promise.resolve(this.applied);
  }

  /** The name of the checkpoint it keeps. */
  get checkpointName(): string {
    return this.name;
  }

  /** The fault the runner is stopped at, if it is (a `ProjectionFault` for a throwing read model). */
  get error(): unknown {
    return this.failure;
  }

  /** Hears, once each batch is written, the position reached and the documents written. */
  onApplied(listener: ReadModelChangeListener): () => void {
    return this.changes.onApplied(listener);
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
      await this.applyEvents(fresh, reached);
    });
  }

  /**
   * Evolves the events and writes them with the checkpoint at `reached`. A read model that throws
   * on an event stops the batch there: the events before it are applied and checkpointed just
   * before its position, then the fault is thrown, so the runner resumes at that very event.
   */
  private async applyEvents(
    events: readonly StoredEvent[],
    reached: GlobalPosition,
  ): Promise<void> {
    let written: Written | undefined;
    if (events.length > 0) {
      try {
        written = await this.evolveAll(events);
      } catch (error) {
        if (!(error instanceof ProjectionFault)) throw error;
        const before = error.event.position - 1;
        if (this.applied === null || before > this.applied) {
          await this.applyEvents(
            events.filter((event) => event.position < error.event.position),
            before,
          );
        }
        throw error;
      }
      await this.readStore.write(written.ops, { name: this.name, position: reached });
    }
    this.applied = reached;
    this.release(true);
    if (written && written.changed.size > 0) {
      this.changes.emit({ position: reached, changed: written.changed });
    }
  }

  /**
   * The writes of some events for every read model. Derived documents are written before their
   * sources: where a store cannot write the batch atomically, a crash between the two replays the
   * batch, the sources change again and the derived documents' guard refuses what they have
   * already. The other way round, the sources' guard would hide the change and the derived
   * documents would miss it.
   */
  private async evolveAll(events: readonly StoredEvent[]): Promise<Written> {
    const groups: WriteOp[][] = [];
    const changesOf = new Map<string, DocChange[]>();
    const changed = new Map<string, readonly string[]>();
    for (const model of this.models) {
      const evolved = isDerived(model)
        ? await this.evolveDerived(model, changesOf.get(model.source) ?? [])
        : await this.evolveCollection(model, events);
      changesOf.set(model.collection, evolved.changes);
      groups.push(evolved.ops);
      if (evolved.changes.length > 0) {
        changed.set(model.collection, [...new Set(evolved.changes.map(({ key }) => key))]);
      }
    }
    return { ops: groups.reverse().flat(), changed };
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
      // The action may have replaced any document (a rebuild swaps whole read models in).
      if (this.applied !== null) this.changes.emit({ position: this.applied, changed: null });
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
    let retryMs = this.options.retryAfterFaultMs;
    for (;;) {
      try {
        for await (const batch of this.eventStore.subscribe({
          after: this.applied,
          maxBatch: this.maxBatch,
          signal: this.abort.signal,
          eventTypes: this.eventTypes,
        })) {
          await this.applyBatch(batch);
          if (this.failure !== undefined) {
            this.failure = undefined;
            this.options.onResume?.(this.applied);
            retryMs = this.options.retryAfterFaultMs;
          }
          if (onProgress && head !== null && this.applied !== null && this.applied <= head) {
            onProgress(this.applied, head);
          }
        }
        return;
      } catch (error) {
        this.failure = error;
        this.options.onError?.(error);
        this.release(false);
      }
      if (retryMs === undefined || this.abort.signal.aborted) return;
      try {
        await sleep(retryMs, undefined, { signal: this.abort.signal });
      } catch {
        return;
      }
      retryMs = Math.min(retryMs * 2, longestRetryMs);
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
        let after: Doc | null;
        try {
          after = applyEvent(projection, before, event, key);
        } catch (error) {
          throw new ProjectionFault(projection.collection, event, error);
        }
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
      let after: Doc | null;
      try {
        after = applyChanges(projection, before, its, key);
      } catch (error) {
        const failed = failingChange(projection, before, its, key)?.event ?? its[0]?.event;
        if (!failed) throw error;
        throw new ProjectionFault(projection.collection, failed, error);
      }
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
