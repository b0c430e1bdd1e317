import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateSealKey, SecretBox, SqliteEventStore } from '@ghost/events';
import { createTestAdmin, signIn } from '../support/admins.js';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { portalEntry, startChildServer } from './child-server.js';
import { benchPaymentId, generateLog } from './generate-log.js';
import { openLoop, type OpenLoopRequest } from './open-loop.js';
import type { Measure } from './measure.js';
import { submission } from './routes.js';

export interface SoakOptions {
  seconds: number;
  /** Requests per second, all kinds together. */
  rate: number;
  /** The first seconds, after which memory must stay flat. */
  warmUpSeconds: number;
  /** p99 and memory are taken per window of this many seconds. */
  windowSeconds: number;
  /** Keep-alive connections of the open loop: a request due while all are busy waits, counted. */
  connections: number;
  /** The history the portal starts with. */
  transactions: number;
}

/**
 * The mix of a busy day: mostly tracking, the desk's lists and stats, payments and decisions (1%
 * of 1,000 a second is 36,000 payments an hour). The read models live in memory, so every
 * payment added grows them a little: the memory target holds them in.
 */
export const soakMix = { submissions: 0.01, adminActions: 0.01, adminLists: 0.18, tracking: 0.8 };

interface Window {
  endsAt: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** Median anonymous resident memory of the portal process over the window (MiB). */
  rssAnonMiB: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/**
 * The process's own memory (heap, stacks, buffers), not the pages of the log file it maps: those
 * count in its RSS too, as the page cache lends them, and would grow with the file.
 */
const rssAnonMiB = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((text) => text.startsWith('RssAnon:'));
  return Number(line?.replace(/\D/g, '') ?? NaN) / 1024;
};

const adminPaths = (generated: { paymentIds: string[]; usernames: string[] }) => () =>
  pick([
    () => '/api/transactions?page=1&limit=20',
    () => '/api/transactions?status=pending_payment_verification&page=1&limit=20',
    () => '/api/transactions?payment_method=crypto&type=ghost-eshop-pro&page=2&limit=50',
    () => `/api/transactions?search=${encodeURIComponent(pick(generated.usernames))}&limit=20`,
    () => `/api/transactions?search=${pick(generated.paymentIds).slice(-10).toLowerCase()}`,
    () => '/api/transactions/stats/summary',
    () => '/api/transactions/stats/period',
    () => '/api/transactions/card-payments/awaiting',
    () => '/api/transactions/recent/list?limit=10',
  ])();

/**
 * Ten minutes (SOAK_SECONDS) of mixed traffic at a fixed rate on the embedded portal in its own
 * process, over a history of `transactions` payments: tracking, the admin lists and stats, new
 * payments and admins deciding them. Each window's p99 must stay under 50 ms, and the portal's
 * memory must stay flat after the warm-up (under 10% growth, the new payments included).
 */
export const benchSoak = async (options: SoakOptions): Promise<Measure[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-soak-'));
  const file = join(dir, 'events.db');
  const generated = await generateLog(file, options.transactions);
  const setup = new SqliteEventStore(file);
  const clock = () => new Date();
  const account = await createTestAdmin({
    eventStore: setup,
    secretBox: new SecretBox(loadOrCreateSealKey(dir)),
    clock,
  });
  await configureCryptoAddresses({ eventStore: setup, clock });
  await setup.close();
  const portal = await startChildServer(portalEntry, {
    DATA_DIR: dir,
  });
  const { headers } = await signIn({ url: portal.url, clock }, account);
  const pid = portal.child.pid ?? 0;

  const memory: { at: number; mib: number }[] = [];
  const began = Date.now();
  const sampling = setInterval(() => {
    memory.push({ at: Date.now() - began, mib: rssAnonMiB(pid) });
  }, 1000);

  /** Payments this soak submitted, for the admins to decide a second or more later. */
  const submitted: { paymentId: string; at: number }[] = [];
  let counter = 0;
  const listPath = adminPaths(generated);
  const json = { 'content-type': 'application/json' };
  const next = (): OpenLoopRequest => {
    const roll = Math.random();
    if (roll < soakMix.submissions) {
      const paymentId = benchPaymentId(5_000_000 + counter++);
      submitted.push({ paymentId, at: Date.now() });
      return {
        method: 'POST',
        path: '/api/transactions',
        headers: json,
        body: submission(paymentId),
      };
    }
    const due = submitted[0];
    if (roll < soakMix.submissions + soakMix.adminActions && due && Date.now() - due.at > 1000) {
      submitted.shift();
      const action = counter % 2 === 0 ? 'verify-payment' : 'mark-failed';
      return {
        method: 'POST',
        path: `/api/transactions/${due.paymentId}/${action}`,
        headers: { ...headers, ...json },
        body: action === 'verify-payment' ? '{}' : '{"reason":"soak"}',
      };
    }
    if (roll < soakMix.submissions + soakMix.adminActions + soakMix.adminLists) {
      return { method: 'GET', path: listPath(), headers };
    }
    return { method: 'GET', path: `/api/transactions/track/${pick(generated.paymentIds)}` };
  };

  const windows: Window[] = [];
  try {
    while (Date.now() - began < options.seconds * 1000) {
      // An open loop: requests go out on their schedule whatever the answers, each latency counted
      // from its scheduled moment, so a stall is charged to every request that fell due in it.
      const result = await openLoop({
        url: portal.url,
        rate: options.rate,
        seconds: options.windowSeconds,
        connections: options.connections,
        request: next,
      });
      const endsAt = (Date.now() - began) / 1000;
      const inWindow = memory.filter(
        (sample) => sample.at >= (endsAt - options.windowSeconds) * 1000,
      );
      windows.push({
        endsAt,
        rps: result.rps,
        p50: result.p50,
        p99: result.p99,
        failed: result.failed,
        rssAnonMiB: median(inWindow.map((sample) => sample.mib)),
      });
      const window = windows.at(-1);
      console.error(
        `soak ${endsAt.toFixed(0)} s: ${window?.rps.toFixed(0)} req/s, p50 ${window?.p50.toFixed(1)} ms, p99 ${window?.p99.toFixed(1)} ms, ${window?.failed} failed, ${window?.rssAnonMiB.toFixed(0)} MiB`,
      );
    }
  } finally {
    clearInterval(sampling);
    await portal.stop();
    rmSync(dir, { recursive: true, force: true });
  }

  const settled = windows.filter((window) => window.endsAt > options.warmUpSeconds);
  const first = settled[0] ?? windows[0];
  const last = windows.at(-1);
  const growth = first && last ? (last.rssAnonMiB / first.rssAnonMiB - 1) * 100 : NaN;
  // The target holds after the warm-up (the first admin queries build the indexes); the warm-up's
  // worst window is given beside it.
  const p99s = settled.map((window) => window.p99);
  const warmUpWorst = Math.max(
    ...windows.filter((window) => !settled.includes(window)).map((window) => window.p99),
  );
  const failed = windows.reduce((sum, window) => sum + window.failed, 0);
  const rps = windows.reduce((sum, window) => sum + window.rps, 0) / Math.max(windows.length, 1);
  const mix = `${soakMix.tracking * 100}% tracking, ${soakMix.adminLists * 100}% admin lists and stats, ${soakMix.submissions * 100}% submissions, ${soakMix.adminActions * 100}% admin actions`;
  return [
    {
      name: `soak, ${options.seconds} s at ${options.rate} req/s (${mix}; ${options.transactions.toLocaleString('en')} transactions at start)`,
      value: `${rps.toFixed(0)} req/s answered (open loop, offered ${options.rate}); p99 per ${options.windowSeconds} s window after the warm-up ${Math.min(...p99s).toFixed(1)}-${Math.max(...p99s).toFixed(1)} ms (in the warm-up ${warmUpWorst.toFixed(1)} ms; p50 ${median(windows.map((window) => window.p50)).toFixed(1)} ms); ${failed} failed; ${counter} payments added`,
      target: 'p99 ≤ 50 ms in every window after the warm-up',
    },
    {
      name: `soak memory (RssAnon of the portal, after a ${options.warmUpSeconds} s warm-up)`,
      value: `${first?.rssAnonMiB.toFixed(0)} MiB → ${last?.rssAnonMiB.toFixed(0)} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)}%)`,
      target: '< 10% growth',
    },
  ];
};
