import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { SqliteEventStore } from '@ghost/events';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { startChildServer } from './child-server.js';
import { benchPaymentId, generateLog } from './generate-log.js';
import { benchAudit } from './audit.js';
import { benchReadSide } from './read-side.js';
import { benchSoak } from './soak.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const replayEvents = Number(process.env.BENCH_REPLAY_EVENTS ?? 200_000);
const lagSamples = Number(process.env.BENCH_LAG_SAMPLES ?? 500);
const readSideTransactions = Number(process.env.BENCH_TRANSACTIONS ?? 100_000);
const queryConnections = Number(process.env.BENCH_QUERY_CONNECTIONS ?? 4);
const replayRuns = Number(process.env.BENCH_REPLAY_RUNS ?? 3);
/**
 * `soak`: only the soak (its figures take ten minutes; the rest need not run again); `audit`: only
 * the audit's figures (verify, export, as-of).
 */
const only = process.env.BENCH_ONLY;
const auditOptions = {
  payments: Number(process.env.BENCH_AUDIT_PAYMENTS ?? 100_000),
  runs: Number(process.env.BENCH_AUDIT_RUNS ?? 3),
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

interface Load {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  other: number;
}

/** Not counted: the first seconds of a fresh process measure its JIT compiler, not the service. */
const warmUpSeconds = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);

const load = async (options: autocannon.Options): Promise<Load> => {
  if (warmUpSeconds > 0) await autocannon({ connections, duration: warmUpSeconds, ...options });
  const result = await autocannon({ connections, duration: seconds, ...options });
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok,
    other: result.non2xx + result.errors,
  };
};

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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const submission = (paymentId: string) =>
  JSON.stringify({
    payment_id: paymentId,
    txid: `0x${randomBytes(32).toString('hex')}`,
    type: 'ghost-eshop-pro',
    payment_method: 'crypto',
    crypto_type: 'eth',
    amount: 12,
    currency: 'USD',
    userUsername: 'bench_player',
    userEmail: 'bench@example.com',
    subscriptionDuration: '3_months',
  });

const row = (name: string, value: string, target: string, ratio?: number) =>
  `| ${name} | ${value} | ${target} | ${ratio === undefined ? '' : ratio.toFixed(2)} |`;

const machine = () =>
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;

const soakOnly = async () => {
  const soak = await benchSoak(soakOptions);
  console.log(machine());
  console.log('| measure | result | target |');
  console.log('|---|---|---|');
  for (const measure of soak)
    console.log(`| ${measure.name} | ${measure.value} | ${measure.target} |`);
};

const auditOnly = async () => {
  const audit = await benchAudit(auditOptions);
  console.log(machine());
  console.log('| measure | result | target |');
  console.log('|---|---|---|');
  for (const measure of audit) {
    console.log(`| ${measure.name} | ${measure.value} | ${measure.target} |`);
  }
};

const main = async () => {
  console.error(
    `bench: ${seconds} s per load after a ${warmUpSeconds} s warm-up, ${connections} connections`,
  );

  const reference = await startChildServer(here('./reference-server.ts'), {});
  const koa = await load({ url: reference.url });
  await reference.stop();
  console.error(`reference Koa: ${koa.rps.toFixed(0)} req/s`);

  const dataDir = mkdtempSync(join(tmpdir(), 'ghost-bench-'));
  // The submissions pay in ETH: its receiving address is in the log before the portal starts.
  const setup = new SqliteEventStore(join(dataDir, 'events.db'));
  await configureCryptoAddresses({ eventStore: setup, clock: () => new Date() });
  await setup.close();
  const portal = await startChildServer(here('../../web/src/server/embedded-main.ts'), {
    DATA_DIR: dataDir,
  });
  const submitted: string[] = [];
  let counter = 0;
  const submit = await load({
    url: `${portal.url}/api/transactions`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => {
          const paymentId = benchPaymentId(counter++);
          submitted.push(paymentId);
          return { ...request, body: submission(paymentId) };
        },
      },
    ],
  });
  console.error(
    `submit: ${submit.rps.toFixed(0)} req/s, p99 ${submit.p99} ms, refused ${submit.other}`,
  );

  const track = await load({
    url: portal.url,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/api/transactions/track/${submitted[Math.floor(Math.random() * submitted.length)] ?? 'GHOST-X'}`,
        }),
      },
    ],
  });
  console.error(
    `track: ${track.rps.toFixed(0)} req/s, p99 ${track.p99} ms, not found ${track.other}`,
  );

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
  await portal.stop();
  rmSync(dataDir, { recursive: true, force: true });
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
  // SOAK_SECONDS=0: the other figures again without the ten minutes of the soak.
  const soak = soakOptions.seconds > 0 ? await benchSoak(soakOptions) : [];

  console.log(machine());
  console.log(
    `Load: autocannon, ${connections} connections, ${seconds} s each after ${warmUpSeconds} s not counted; the portal in its own process (embedded, SQLite synchronous=FULL).\n`,
  );
  console.log('| measure | result | target | ratio to reference |');
  console.log('|---|---|---|---|');
  console.log(
    row('reference: trivial Koa endpoint', `${koa.rps.toFixed(0)} req/s, p99 ${koa.p99} ms`, '', 1),
  );
  console.log(
    row(
      'submit (POST /api/transactions)',
      `${submit.rps.toFixed(0)} req/s, p99 ${submit.p99} ms`,
      '≥ 2,000 req/s, p99 ≤ 30 ms',
      submit.rps / koa.rps,
    ),
  );
  console.log(
    row(
      'track (GET /api/transactions/track/…)',
      `${track.rps.toFixed(0)} req/s, p99 ${track.p99} ms`,
      '≥ 8,000 req/s, p99 ≤ 10 ms',
      track.rps / koa.rps,
    ),
  );
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
      replayRate / koa.rps,
    ),
  );
  for (const measure of [...readSide, ...audit, ...soak]) {
    console.log(row(measure.name, measure.value, measure.target));
  }
};

await (only === 'soak' ? soakOnly() : only === 'audit' ? auditOnly() : main());
