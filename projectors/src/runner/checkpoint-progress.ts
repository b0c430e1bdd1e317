import type { GlobalPosition } from '@ghost/events';
import type { ReadStore } from '../read-store/read-store.js';
import type { ReadModelProgress } from './projection-runner.js';

export interface CheckpointProgressOptions {
  /** The checkpoint the projection runner keeps; 'read-models' as in ProjectionRunner. */
  name?: string;
  /** How often the checkpoint is read while someone waits. */
  pollIntervalMs?: number;
}

interface Waiter {
  position: GlobalPosition;
  wake: (reached: boolean) => void;
}

/**
 * How far the read models are, seen from another process than the projection runner's (the
 * query service of the distributed deployment): the runner's checkpoint in the read store.
 * Waiters share one poll of the checkpoint, so many waiting requests cost one read per interval.
 */
export class CheckpointProgress implements ReadModelProgress {
  private readonly name: string;
  private readonly pollIntervalMs: number;
  private waiters: Waiter[] = [];
  private polling = false;

  constructor(
    private readonly readStore: ReadStore,
    options: CheckpointProgressOptions = {},
  ) {
    this.name = options.name ?? 'read-models';
    this.pollIntervalMs = options.pollIntervalMs ?? 10;
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
