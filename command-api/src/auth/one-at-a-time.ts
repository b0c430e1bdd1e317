import pLimit, { type LimitFunction } from 'p-limit';

/**
 * Runs the work of one key one at a time, in the order it came (p-limit with a concurrency of 1
 * per key); different keys run side by side. A key's queue is dropped once nothing waits on it,
 * so a stranger typing a million usernames leaves nothing behind.
 */
export class OneAtATime {
  private readonly queues = new Map<string, { limit: LimitFunction; users: number }>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    let queue = this.queues.get(key);
    if (!queue) {
      queue = { limit: pLimit(1), users: 0 };
      this.queues.set(key, queue);
    }
    const held = queue;
    held.users += 1;
    try {
      return await held.limit(work);
    } finally {
      held.users -= 1;
      if (held.users === 0) this.queues.delete(key);
    }
  }

  /** Keys with work running or waiting (for tests: nothing is left behind). */
  get size(): number {
    return this.queues.size;
  }
}
