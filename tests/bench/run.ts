import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { benchPaymentId, generateLog } from './generate-log.js';
import { benchAudit } from './audit.js';
import { benchCrypto } from './crypto.js';
import { benchLiveLatency } from './live-latency.js';
import { percentile, type Measure } from './measure.js';
import { benchReadSide } from './read-side.js';
import { benchRoutes, routeClasses, submission, type RouteFigures } from './routes.js';
import { benchSoak } from './soak.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const replayEvents = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const lagSamples = Number(process.env.BENCH_LAG_SAMPLES ?? 500);
const readSideTransactions = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const queryConnections = Number(process.env.BENCH_QUERY_CONNECTIONS ?? 4);
const replayRuns = Number(process.env.BENCH_REPLAY_RUNS ?? 3);
const liveChanges = Number(process.env.BENCH_LIVE_CHANGES ?? 100);
/**
 * `soak`: only the soak (its figures take ten minutes; the rest need not run again); `audit`: only
 * the audit's figures (verify, export, as-of); `routes`: only the route classes beside the
 * reference, closed and open loop; `crypto`: only the crypto proof's (a quote, the chain check).
 */
const only = process.env.BENCH_ONLY;
const auditOptions = {
  payments: Number(process.env.BENCH_AUDIT_PAYMENTS ?? 100_000),
  runs: Number(process.env.BENCH_AUDIT_RUNS ?? 3),
};
const cryptoOptions = {
  quotes: Number(process.env.BENCH_QUOTES ?? 2000),
  openPayments: Number(process.env.BENCH_OPEN_PAYMENTS ?? 1000),
  checkIntervalMs: Number(process.env.BENCH_CHECK_INTERVAL_MS ?? 1000),
};
const soakOptions = {
  seconds: Number(process.env.SOAK_SECONDS ?? 600),
  rate: Number(process.env.SOAK_RATE ?? 1000),
  warmUpSeconds: Number(process.env.SOAK_WARM_UP_SECONDS ?? 60),
  windowSeconds: Number(process.env.SOAK_WINDOW_SECONDS ?? 30),
  connections: Number(process.env.SOAK_CONNECTIONS ?? 16),
  transactions: Number(process.env.SOAK_TRANSACTIONS ?? 100_000),
};
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Not counted: the first seconds of a fresh process measure its JIT compiler, not the service. */
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
/** Rounds of the reference then the route: the median one is given (this machine drifts). */
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const routeLoad = { seconds, warmUpSeconds, connections, rounds };
/** The open loop's connections: a request due while all are busy waits for one, its clock running. */
const openConnections = Number(process.env.BENCH_OPEN_CONNECTIONS ?? connections);
/** BENCH_ROUTES=track,static: only these route classes (see routeClasses in routes.ts). */
const onlyRoutes = process.env.BENCH_ROUTES?.split(',').map((name) => {
  const known = routeClasses.find((route) => route === name.trim());
  if (!known) throw new Error(`BENCH_ROUTES: ${name} is none of ${routeClasses.join(', ')}`);
  return known;
});

interface Replay {
  events: number;
  seconds: number;
}

/** A cold start's replay: a fresh process, as a restart is, with the bench's Node options. */
const replayInChild = async (file: string): Promise<Replay> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', here('./replay-process.ts')],
    { env: { ...process.env, EVENTS_FILE: file } },
  );
  const line = stdout.split('\n').find((text) => text.includes('"replayed"'));
  if (!line) throw new Error(`the replay printed no result: ${stdout}`);
  return JSON.parse(line) as Replay;
};

const row = (name: string, value: string, target: string, ratio?: number) =>
  `| ${name} | ${value} | ${target} | ${ratio === undefined ? '' : ratio.toFixed(2)} |`;

/** The load average of the machine over the last minute, five and fifteen: it is shared. */
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(1))
    .join(', ');

const loadAtStart = loadAverage();

const machine = () =>
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average (1, 5, 15 min) ${loadAtStart} at the start, ${loadAverage()} at the end`;

/** One group of measures alone, as a table. */
const measuresOnly = async (measure: () => Promise<Measure[]>) => {
  const measures = await measure();
  console.log(machine());
  console.log('| measure | result | target |');
  console.log('|---|---|---|');
  for (const { name, value, target } of measures) console.log(`| ${name} | ${value} | ${target} |`);
};

/** Every route class, closed and open loop, beside the reference of the same run. */
const printRoutes = (figures: RouteFigures) => {
  console.log(
    `Closed loop: autocannon, ${connections} connections; each route warmed up ${warmUpSeconds} s, then ${rounds} rounds of the trivial Koa endpoint (its own process) for ${seconds} s and the route right after it for ${seconds} s; the round of the median ratio is given, with every round's ratio. CPU: the server process's time (all threads) per answer over the same seconds. The portal in its own process (embedded, compiled, SQLite synchronous=FULL).\n`,
  );
  console.log(
    '| route | req/s | Koa just before | ratio to Koa | every round | p50 | p99 | CPU per answer (Koa) | not 2xx | target |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const micros = (value: number) => `${value.toFixed(0)} µs`;
  for (const { name, load, reference, ratio, ratios, target } of figures.closed) {
    console.log(
      `| ${name} | ${load.rps.toFixed(0)} | ${reference.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${ratios.map((value) => value.toFixed(2)).join(', ')} | ${load.p50} ms | ${load.p99} ms | ${micros(load.cpuMicros)} (${micros(reference.cpuMicros)}) | ${load.other} | ${target} |`,
    );
  }
  console.log(
    `\nOpen loop: requests sent on a fixed schedule whatever the answers, latency from each one's scheduled moment; ${openConnections} keep-alive connections, ${seconds} s each after ${warmUpSeconds} s not counted.\n`,
  );
  console.log('| route | offered | answered | p50 | p90 | p99 | p99.9 | max | failed | target |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { name, share, referenceRps, result, target } of figures.open) {
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `| ${name} | ${result.offered.toFixed(0)} req/s (${share} of Koa's ${referenceRps.toFixed(0)}) | ${result.rps.toFixed(0)} req/s | ${ms(result.p50)} | ${ms(result.p90)} | ${ms(result.p99)} | ${ms(result.p999)} | ${ms(result.max)} | ${result.failed} | ${target} |`,
    );
  }
};

const routesOnly = async () => {
  const figures = await benchRoutes({
    ...routeLoad,
    openConnections,
    ...(onlyRoutes && { only: onlyRoutes }),
  });
  const live = await benchLiveLatency(figures.portal.url, figures.admin, liveChanges);
  await figures.stop();
  console.log(machine());
  printRoutes(figures);
  console.log('\n| measure | result | target |');
  console.log('|---|---|---|');
  console.log(`| ${live.name} | ${live.value} | ${live.target} |`);
};

const main = async () => {
  console.error(
    `bench: ${seconds} s per load after a ${warmUpSeconds} s warm-up, ${connections} connections; load average ${loadAverage()}`,
  );

  const routes = await benchRoutes({
    ...routeLoad,
    openConnections,
    ...(onlyRoutes && { only: onlyRoutes }),
  });
  const reference = routes.reference;
  const portal = routes.portal;

  const lags: number[] = [];
  for (let n = 0; n < lagSamples; n += 1) {
    const paymentId = benchPaymentId(1_000_000 + n);
    const written = await fetch(`${portal.url}/api/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: submission(paymentId),
    });
    await written.arrayBuffer();
    const acknowledged = performance.now();
    for (;;) {
      const seen = await fetch(`${portal.url}/api/transactions/track/${paymentId}`);
      await seen.arrayBuffer();
      if (seen.status === 200) break;
    }
    lags.push(performance.now() - acknowledged);
  }
  lags.sort((a, b) => a - b);
  const live = await benchLiveLatency(portal.url, routes.admin, liveChanges);
  await routes.stop();
  console.error(
    `lag: p50 ${percentile(lags, 50).toFixed(2)} ms, p99 ${percentile(lags, 99).toFixed(2)} ms`,
  );

  const replayDir = mkdtempSync(join(tmpdir(), 'ghost-replay-'));
  const file = join(replayDir, 'events.db');
  await generateLog(file, Math.ceil(replayEvents / 2));
  // The generated log on disk first, as a restart finds it, not in dirty pages still being written.
  execFileSync('sync');
  const replays: Replay[] = [];
  for (let run = 0; run < replayRuns; run += 1) replays.push(await replayInChild(file));
  rmSync(replayDir, { recursive: true, force: true });
  replays.sort((a, b) => a.events / a.seconds - b.events / b.seconds);
  const replayed = replays[0]?.events ?? 0;
  const rates = replays.map((replay) => replay.events / replay.seconds);
  const replayRate = percentile(rates, 50);
  console.error(
    `replay: ${replayed} events, ${replays.map((replay) => `${replay.seconds.toFixed(2)} s`).join(', ')}`,
  );

  const readSide = await benchReadSide({
    transactions: readSideTransactions,
    seconds,
    connections: queryConnections,
  });
  const audit = await benchAudit(auditOptions);
  const crypto = await benchCrypto(cryptoOptions);
  // SOAK_SECONDS=0: the other figures again without the ten minutes of the soak.
  const soak = soakOptions.seconds > 0 ? await benchSoak(soakOptions) : [];

  console.log(machine());
  printRoutes(routes);
  console.log('\n| measure | result | target | ratio to reference |');
  console.log('|---|---|---|---|');
  console.log(
    row(
      'projection lag (append → visible in query-api)',
      `p50 ${percentile(lags, 50).toFixed(2)} ms, p99 ${percentile(lags, 99).toFixed(2)} ms`,
      'p99 ≤ 50 ms',
    ),
  );
  console.log(
    row(
      `replay (${replayed.toLocaleString('en')} events, median of ${replays.length} cold starts)`,
      `${replayRate.toFixed(0)} events/s (${rates.map((rate) => rate.toFixed(0)).join(', ')})`,
      '≥ 150,000 events/s',
      replayRate / reference.rps,
    ),
  );
  for (const measure of [live, ...readSide, ...audit, ...crypto, ...soak]) {
    console.log(row(measure.name, measure.value, measure.target));
  }
};

await (only === 'soak'
  ? measuresOnly(() => benchSoak(soakOptions))
  : only === 'audit'
    ? measuresOnly(() => benchAudit(auditOptions))
    : only === 'crypto'
      ? measuresOnly(() => benchCrypto(cryptoOptions))
      : only === 'routes'
        ? routesOnly()
        : main());
