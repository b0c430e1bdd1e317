import type { EventStore, GlobalPosition, StoredEvent } from '@ghost/events';
import type { Doc, ReadStore, WriteOp } from '../read-store/read-store.js';
import { applyEvent, type Projection } from './projection.js';

export interface ProjectionRunnerOptions {
  /** Name of the checkpoint the runner keeps. */
  name?: string;
  maxBatch?: number;
  onError?: (error: unknown) => void;
}

/** How far the read models are. Query services wait on it for read-your-writes. */
export interface ReadModelProgress {
  position(): Promise<GlobalPosition | null>;
  /** Resolves true once the read models reached the position, false after the timeout. */
  waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean>;
}

/**
 * Builds the read models: subscribes to the global log from its checkpoint, evolves the touched
 * documents of each batch in memory and writes them with the checkpoint in one atomic write. A
 * crash replays at most one batch, and the position guard makes that harmless.
 */
export class ProjectionRunner implements ReadModelProgress {
  private readonly name: string;
  private readonly maxBatch: number;
  private readonly abort = new AbortController();
  private applied: GlobalPosition | null = null;
  private waiters: { position: GlobalPosition; wake: (reached: boolean) => void }[] = [];
  private loop: Promise<void> | undefined;
  private failure: unknown;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: readonly Projection[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.name = options.name ?? 'read-models';
    this.maxBatch = options.maxBatch ?? 2000;
  }

  /** Starts following the log; resolves once the read models have caught up with its head. */
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
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop;
    this.release(false);
  }

  position(): Promise<GlobalPosition | null> {
    return Promise.resolve(this.applied);
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

  /** Applies one batch of events; exported through the runner for the rebuild command. */
  async applyBatch(events: readonly StoredEvent[]): Promise<void> {
    const last = events.at(-1);
    if (!last) return;
    const fresh = events.filter((event) => this.applied === null || event.position > this.applied);
    const ops: WriteOp[] = [];
    for (const projection of this.projections) {
      ops.push(...(await this.evolveCollection(projection, fresh)));
    }
    await this.readStore.write(ops, { name: this.name, position: last.position });
    this.applied = last.position;
    this.release(true);
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
  ): Promise<WriteOp[]> {
    const touches = events.map((event) => projection.keysOf(event));
    const keys = [...new Set(touches.flat())];
    if (keys.length === 0) return [];
    const docs = new Map<string, Doc | null>(
      (await this.readStore.findByIds(projection.collection, keys)).map((doc) => [doc._id, doc]),
    );
    events.forEach((event, index) => {
      for (const key of touches[index] ?? []) {
        docs.set(key, applyEvent(projection, docs.get(key) ?? null, event, key));
      }
    });
    return keys.map((key): WriteOp => {
      const doc = docs.get(key) ?? null;
      return doc === null
        ? { kind: 'delete', collection: projection.collection, id: key }
        : { kind: 'replace', collection: projection.collection, doc };
    });
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
