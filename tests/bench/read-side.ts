import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { loadOrCreateSealKey, SecretBox, SqliteEventStore } from '@ghost/events';
import { createTestAdmin, signIn, type TestAdmin } from '../support/admins.js';
import { portalEntry, startChildServer } from './child-server.js';
import { generateLog } from './generate-log.js';
import type { Measure } from './measure.js';

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/** Opens an admin account in the portal's log before it starts, as `npm run admin` would. */
const openAdminAccount = async (dataDir: string): Promise<TestAdmin> => {
  const eventStore = new SqliteEventStore(join(dataDir, 'events.db'));
  try {
    return await createTestAdmin({
      eventStore,
      secretBox: new SecretBox(loadOrCreateSealKey(dataDir)),
      clock: () => new Date(),
    });
  } finally {
    await eventStore.close();
  }
};

/**
 * The admin queries over a generated history of `transactions` payments, each load a mix of
 * paths drawn at random, against the embedded portal in its own process.
 */
export const benchReadSide = async (options: {
  transactions: number;
  seconds: number;
  connections: number;
}): Promise<Measure[]> => {
  const dir = mkdtempSync(join(tmpdir(), 'ghost-read-side-'));
  const generated = await generateLog(join(dir, 'events.db'), options.transactions);
  console.error(`read side: ${options.transactions.toLocaleString('en')} transactions generated`);
  const account = await openAdminAccount(dir);
  const portal = await startChildServer(portalEntry, {
    DATA_DIR: dir,
  });
  // Signed in for real (password, then two-factor set up): every query checks the session.
  const { headers } = await signIn({ url: portal.url, clock: () => new Date() }, account);

  const load = async (name: string, paths: () => string) => {
    const result = await autocannon({
      url: portal.url,
      connections: options.connections,
      duration: options.seconds,
      headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }],
    });
    const failed = result.non2xx + result.errors;
    console.error(
      `${name}: p99 ${result.latency.p99} ms, ${result['2xx']} answered, ${failed} failed`,
    );
    return {
      p99: result.latency.p99,
      p50: result.latency.p50,
      failed,
      rps: result['2xx'] / result.duration,
    };
  };

  const filters = [
    '',
    'status=pending_payment_verification',
    'status=completed',
    'type=donation',
    'payment_method=card',
    'payment_method=nintendo-eshop&type=ghost-eshop-pro',
    'status=pending_payment_verification&type=ghost-eshop-pro&payment_method=crypto',
  ];
  const pages = ['page=1&limit=20', 'page=2&limit=50', 'page=40&limit=100', 'page=1000&limit=10'];
  const filtered = await load(
    'filtered pages',
    () => `/api/transactions?${[pick(filters), pick(pages)].filter(Boolean).join('&')}`,
  );

  const searches = () =>
    pick([
      () => pick(generated.usernames),
      () => pick(generated.usernames).slice(0, 8),
      () => pick(generated.paymentIds).slice(-10).toLowerCase(),
      () => 'example.com',
      () => pick(['SOL', 'usdc', 'btc']),
      () => 'NINTENDO-',
      () => 'no-such-thing',
    ])();
  const searched = await load(
    'searched pages',
    () =>
      `/api/transactions?search=${encodeURIComponent(searches())}&${pick(['', 'status=pending_payment_verification&', 'payment_method=crypto&'])}page=1&limit=20`,
  );

  const stats = await load('stats', () =>
    pick(['/api/transactions/stats/summary', '/api/transactions/stats/period']),
  );

  const exports: number[] = [];
  for (let page = 1; page <= 5; page += 1) {
    const began = performance.now();
    const answer = await fetch(`${portal.url}/api/transactions?page=${page}&limit=10000`, {
      headers,
    });
    const body = (await answer.json()) as { transactions: unknown[] };
    exports.push(performance.now() - began);
    if (answer.status !== 200 || body.transactions.length !== 10_000) {
      throw new Error(
        `export page ${page} answered ${answer.status} with ${body.transactions.length} rows`,
      );
    }
  }
  await portal.stop();
  rmSync(dir, { recursive: true, force: true });

  const at = `${options.connections} connection${options.connections === 1 ? '' : 's'}`;
  const latency = (result: { p50: number; p99: number; rps: number; failed: number }) =>
    `p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.rps.toFixed(0)} req/s${result.failed ? `, ${result.failed} failed` : ''}`;
  const over = `${options.transactions.toLocaleString('en')} transactions, ${at}`;
  return [
    {
      name: `admin list, filtered pages (${over})`,
      value: latency(filtered),
      target: 'p99 ≤ 50 ms',
    },
    {
      name: `admin list, searched pages (${over})`,
      value: latency(searched),
      target: 'p99 ≤ 50 ms',
    },
    { name: `stats summary and period (${over})`, value: latency(stats), target: 'p99 ≤ 10 ms' },
    {
      name: `export page of 10,000 rows (${options.transactions.toLocaleString('en')} transactions)`,
      value: `worst of 5: ${Math.max(...exports).toFixed(0)} ms`,
      target: '≤ 1 s',
    },
  ];
};
