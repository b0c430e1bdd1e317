/** The outbox's sense of time, injected so tests move it instead of waiting. */
export interface OutboxTimer {
  now(): Date;
  /** Resolves after `ms`, or at once when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** Waits longer than this are taken in steps, as setTimeout cannot wait longer. */
const longestTimeoutMs = 2 ** 31 - 1;

export const systemTimer = (clock: () => Date = () => new Date()): OutboxTimer => ({
  now: clock,
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) {
        resolve();
        return;
      }
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(Math.max(0, ms), longestTimeoutMs));
      signal.addEventListener('abort', done, { once: true });
    }),
});
