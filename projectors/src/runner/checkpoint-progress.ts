import type { GlobalPosition } from '@ghost/events';
import type { ReadStore } from '../read-store/read-store.js';
import type { ReadModelProgress } from './projection-runner.js';
import {
  ChangeListeners,
  type ReadModelChangeListener,
  type ReadModelChanges,
} from './read-model-changes.js';

export interface CheckpointProgressOptions {
  /** The checkpoint the projection runner keeps; 'read-models' as in ProjectionRunner. */
  name?: string;
  /** How often the checkpoint is read while someone waits. */
  pollIntervalMs?: number;
  /** How often the checkpoint is read while anyone listens for changes. */
  changePollMs?: number;
}

interface Waiter {
  position: GlobalPosition;
  wake: (reached: boolean) => void;
}

/**
 * How far the read models are, seen from another process than the projection runner's (the
 * query service of the distributed deployment): the runner's checkpoint in the read store.
 * Waiters share one poll of the checkpoint, so many waiting requests cost one read per interval.
 * Its changes are the checkpoint's moves: which documents changed is not known from here.
 */
export class CheckpointProgress implements ReadModelProgress, ReadModelChanges {
  private readonly name: string;
  private readonly pollIntervalMs: number;
  private readonly changePollMs: number;
  private waiters: Waiter[] = [];
  private polling = false;
  private readonly changes = new ChangeListeners();
  private watch: ReturnType<typeof setInterval> | undefined;
  /** The checkpoint as last read for the listeners; undefined until the first read. */
  private seen: GlobalPosition | null | undefined;
  private reading = false;

  constructor(
    private readonly readStore: ReadStore,
    options: CheckpointProgressOptions = {},
  ) {
    this.name = options.name ?? 'read-models';
    this.pollIntervalMs = options.pollIntervalMs ?? 10;
    this.changePollMs = options.changePollMs ?? 200;
  }

  /**
   * Hears each move of the checkpoint (with `changed: null`), read every `changePollMs` while
   * anyone listens: one read per interval, however many listen.
   */
  onApplied(listener: ReadModelChangeListener): () => void {
    const stop = this.changes.onApplied(listener);
    if (this.watch === undefined) {
      this.seen = undefined;
      this.watch = setInterval(() => {
        void this.readForListeners();
      }, this.changePollMs);
      this.watch.unref();
      void this.readForListeners();
    }
    return () => {
      stop();
      if (this.changes.count === 0 && this.watch !== undefined) {
        clearInterval(this.watch);
        this.watch = undefined;
      }
    };
  }

  private async readForListeners(): Promise<void> {
    if (this.reading) return; // a slow read is still under way: one at a time, in order
    this.reading = true;
    let current: GlobalPosition | null;
    try {
      current = await this.position();
    } catch {
      return; // the read store is unreachable for now: the next interval tries again
    } finally {
      this.reading = false;
    }
    const seen = this.seen;
    this.seen = current;
    if (seen === undefined || current === null || (seen !== null && current <= seen)) return;
    this.changes.emit({ position: current, changed: null });
  }

  position(): Promise<GlobalPosition | null> {
    return this.readStore.checkpoint(this.name);
  }

  async waitFor(position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    const current = await this.position();
    if (current !== null && current >= position) return true;
    if (timeoutMs <= 0) return false;
    return new Promise((resolve) => {
      const waiter: Waiter = { position, wake: resolve };
      this.waiters.push(waiter);
      if (Number.isFinite(timeoutMs)) {
        setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs).unref();
      }
      void this.poll();
    });
  }

  /** Reads the checkpoint every interval while anyone waits, and wakes those it reached. */
  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.length > 0) {
        await new Promise((resolve) => setTimeout(resolve, this.pollIntervalMs));
        let current: GlobalPosition | null;
        try {
          current = await this.position();
        } catch {
          // The read store is unreachable for now: keep trying until the waiters time out.
          continue;
        }
        if (current === null) continue;
        const reached = current;
        const ready = this.waiters.filter((w) => reached >= w.position);
        this.waiters = this.waiters.filter((w) => reached < w.position);
        for (const waiter of ready) waiter.wake(true);
      }
    } finally {
      this.polling = false;
    }
  }
}
