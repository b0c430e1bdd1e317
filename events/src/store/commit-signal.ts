/**
 * Wakes subscribers when new events are committed. `generation` lets a reader tell whether a
 * commit happened between its last read and its wait, so no wake-up is ever missed. Every
 * `pollMs` it wakes them anyway: another process (the admin CLI) may have written to the same
 * file. One timer for all of them, rather than a timer and an abort listener a wait.
 */
export class CommitSignal {
  generation = 0;
  private waiters: (() => void)[] = [];
  private poll: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly pollMs: number) {}

  notify(): void {
    this.generation += 1;
    this.wakeAll();
  }

  /** Wakes every waiter without a commit: a poll, or a subscriber that stops. */
  wakeAll(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** Resolves on the next commit, the next poll, or the next `wakeAll`. */
  next(): Promise<void> {
    this.poll ??= setInterval(() => {
      this.wakeAll();
    }, this.pollMs).unref();
    return new Promise((resolve) => {
      this.waiters.push(resolve);
    });
  }

  /** Stops polling and wakes everyone, for good. */
  stop(): void {
    clearInterval(this.poll);
    this.poll = undefined;
    this.wakeAll();
  }
}
