/**
 * Wakes subscribers when new events are committed. `generation` lets a reader tell whether a
 * commit happened between its last read and its wait, so no wake-up is ever missed.
 */
export class CommitSignal {
  generation = 0;
  private waiters: (() => void)[] = [];

  notify(): void {
    this.generation += 1;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /**
   * Resolves on the next commit, after `pollMs` at the latest (another process, such as the admin
   * CLI, may have written to the same file), or at once when aborted.
   */
  next(abort: AbortSignal | undefined, pollMs: number): Promise<void> {
    if (abort?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        abort?.removeEventListener('abort', wake);
        this.waiters = this.waiters.filter((waiter) => waiter !== wake);
        resolve();
      };
      const timer = setTimeout(wake, pollMs);
      this.waiters.push(wake);
      abort?.addEventListener('abort', wake, { once: true });
    });
  }
}
