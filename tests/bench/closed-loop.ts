import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface ClosedLoopOptions {
  seconds: number;
  connections: number;
}

/** A closed-loop load's figures: answers a second (2xx only), latency, and what was not 2xx. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
  /**
   * CPU time the server's process (all its threads) spent per answer, in microseconds: what a
   * request costs whatever else the machine runs, where req/s depends on what the load left it.
   */
  cpuMicros: number;
}

/** The kernel's clock ticks a second, in which /proc gives CPU times (100 almost everywhere). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time a process has used so far (user and system, all threads), in µs; NaN off Linux. */
export const cpuMicrosOf = (pid: number | undefined): number => {
  if (pid === undefined) return NaN;
  try {
    // After the command's name (in parentheses, which may hold spaces): state is the 3rd field,
    // utime and stime the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks / ticksPerSecond) * 1e6;
  } catch {
    return NaN;
  }
};

/**
 * A closed loop (autocannon): each of `connections` sends its next request once answered, for
 * `seconds`. With the server's pid, its CPU time per answer is measured over the same seconds.
 */
export const closedLoop = async (
  options: ClosedLoopOptions,
  load: autocannon.Options,
  serverPid?: number,
): Promise<Load> => {
  const cpuBefore = cpuMicrosOf(serverPid);
  const result = await autocannon({
    connections: options.connections,
    duration: options.seconds,
    ...load,
  });
  const cpu = cpuMicrosOf(serverPid) - cpuBefore;
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    other: result.non2xx + result.errors,
    cpuMicros: cpu / Math.max(1, ok + result.non2xx),
  };
};

/** Not counted: the first seconds of a fresh process measure its JIT compiler, not the service. */
export const warmUp = async (
  options: ClosedLoopOptions & { warmUpSeconds: number },
  load: autocannon.Options,
): Promise<void> => {
  if (options.warmUpSeconds <= 0) return;
  await autocannon({ connections: options.connections, duration: options.warmUpSeconds, ...load });
};
