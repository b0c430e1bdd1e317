import { Pool } from 'undici';
import { percentile } from './measure.js';

/** One request of an open-loop load: what to send. */
export interface OpenLoopRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopOptions {
  /** The origin, e.g. http://127.0.0.1:3004. */
  url: string;
  /** Requests per second, sent on a fixed schedule whatever the answers. */
  rate: number;
  seconds: number;
  /** Keep-alive connections; a request due while all are busy waits for one, its clock running. */
  connections: number;
  /** The request scheduled n-th (from 0). */
  request: (n: number) => OpenLoopRequest;
  /** How long the answers still out at the end are waited for before they count as failed. */
  graceSeconds?: number;
}

export interface OpenLoopResult {
  /** The rate asked for, and the one sent at (the generator's own lateness shows here). */
  offered: number;
  sent: number;
  /** Answers a second, 2xx, over the scheduled duration. */
  rps: number;
  ok: number;
  /** Answered with another status, failed on the socket, or not answered within the grace. */
  failed: number;
  /** Milliseconds from each request's scheduled moment to its answer's end, over every request. */
  p50: number;
  p90: number;
  p99: number;
  p999: number;
  max: number;
}

/**
 * An open-loop load, as wrk2 makes one: the n-th request is due at `start + n / rate`, and is sent
 * then (or as soon as a connection is free) whether or not the earlier ones were answered. Its
 * latency is counted from the moment it was due, not from when it could be sent: a server that
 * stalls for a second is charged the second to every request that fell due during it, the
 * coordinated omission a closed loop (autocannon, wrk) hides. A request still unanswered after the
 * grace counts as failed, and as the grace in the percentiles (a lower bound of its latency).
 */
export const openLoop = async (options: OpenLoopOptions): Promise<OpenLoopResult> => {
  const pool = new Pool(options.url, {
    connections: options.connections,
    pipelining: 1,
    keepAliveTimeout: 60_000,
  });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const graceMs = (options.graceSeconds ?? 10) * 1000;
  // Every latency is kept: exact percentiles, and a few MB at most.
  const latencies = new Float64Array(total).fill(Number.POSITIVE_INFINITY);
  const intervalMs = 1000 / options.rate;
  let ok = 0;
  let failed = 0;
  let answered = 0;
  let sent = 0;
  /** Past the grace: an answer that comes now was already counted as failed. */
  let closed = false;
  let allAnswered: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });

  const settle = (n: number, due: number, success: boolean) => {
    if (closed) return;
    latencies[n] = performance.now() - due;
    if (success) ok += 1;
    else failed += 1;
    answered += 1;
    if (answered === total) allAnswered();
  };

  const send = (n: number, due: number) => {
    const { method, path, headers, body } = options.request(n);
    sent += 1;
    pool.request({ origin: options.url, method, path, headers, body: body ?? null }).then(
      async (answer) => {
        await answer.body.dump();
        settle(n, due, answer.statusCode >= 200 && answer.statusCode < 300);
      },
      () => {
        settle(n, due, false);
      },
    );
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out in this turn, each stamped with its own moment.
      while (next < total && start + next * intervalMs <= now) {
        send(next, start + next * intervalMs);
        next += 1;
      }
      if (next >= total) {
        resolve();
        return;
      }
      // A timer, not a busy loop: the generator shares the machine with the server it measures.
      // Its lateness (a millisecond or so) is in the latencies, counted against the server.
      const wait = start + next * intervalMs - performance.now();
      setTimeout(tick, Math.max(0, Math.min(wait, 50)));
    };
    tick();
  });
  const sentIn = (performance.now() - start) / 1000;

  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    done,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    }),
  ]);
  clearTimeout(timer);
  closed = true;
  // What is still out has waited at least the whole grace: it fails, with that much latency.
  const unanswered = total - answered;
  failed += unanswered;
  for (let n = 0; n < total; n += 1) {
    if (latencies[n] === Number.POSITIVE_INFINITY)
      latencies[n] = performance.now() - (start + n * intervalMs);
  }
  await pool.destroy();

  const sorted = latencies.sort();
  return {
    offered: options.rate,
    sent: sent / Math.max(sentIn, options.seconds),
    rps: ok / options.seconds,
    ok,
    failed,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    p999: percentile(sorted, 99.9),
    max: sorted[sorted.length - 1] ?? NaN,
  };
};
