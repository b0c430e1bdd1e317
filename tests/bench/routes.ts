import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadOrCreateSealKey, SecretBox, SqliteEventStore } from '@ghost/events';
import { createTestAdmin, signIn } from '../support/admins.js';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { portalEntry, startChildServer, type ChildServer } from './child-server.js';
import { closedLoop, warmUp, type ClosedLoopOptions, type Load } from './closed-loop.js';
import { benchPaymentId } from './generate-log.js';
import { openLoop, type OpenLoopResult } from './open-loop.js';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The route classes, in the order they are measured (BENCH_ROUTES picks some). */
export const routeClasses = [
  'static',
  'submit',
  'track',
  'open-track',
  'open-submit',
  'admin-read',
  'admin-write',
  'live',
] as const;
export type RouteClass = (typeof routeClasses)[number];

export interface RouteLoadOptions extends ClosedLoopOptions {
  /** Not counted: the first seconds of a fresh process measure its JIT compiler, not the service. */
  warmUpSeconds: number;
  /** Rounds of the reference then the route, each `seconds` long; the median round is given. */
  rounds: number;
}

export const submission = (paymentId: string): string =>
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

/** One route class measured: its median round, and the reference's measured just before it. */
export interface RouteFigure {
  name: string;
  load: Load;
  /** The trivial Koa endpoint under the same load, measured right before the route. */
  reference: Load;
  /** Answers a second over the reference's, in the median round. */
  ratio: number;
  /** Every round's ratio, as measured. */
  ratios: number[];
  target: string;
}

/** A route offered a fixed rate: its open-loop figures (latency from each scheduled moment). */
export interface OpenFigure {
  name: string;
  /** The share of the reference's rate it was offered at (1/4, 1/16). */
  share: string;
  /** The reference's rate it was a share of, measured right before. */
  referenceRps: number;
  result: OpenLoopResult;
  target: string;
}

export interface RouteFigures {
  /** The median of the reference's measures (one before each route). */
  reference: Load;
  closed: RouteFigure[];
  open: OpenFigure[];
  /** Payments the loads submitted, for what follows (the projection lag, the live changes). */
  portal: ChildServer;
  /** The signed-in admin's headers, for what follows. */
  admin: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Every class of route the portal serves, each under the same closed-loop load as the reference
 * (a trivial Koa endpoint in a process of its own) and given as a share of its rate: a static
 * file, the public read (tracking) and write (a durable submission), the admin read (a list page)
 * and write (an action on a payment), and the live stream of a payment (opened, its state and
 * `end` received, closed). This machine's speed drifts over minutes (the reference has moved
 * between 1,460 and 14,551 req/s within a quarter of an hour), so a route is measured right after
 * the reference, in `rounds` such pairs, and the round of the median ratio is given; the CPU time
 * of each server per answer is measured too. Then tracking and submissions at a fixed offered
 * rate (an open loop at a quarter and a sixteenth of the reference's rate, measured right before),
 * their latency counted from each request's scheduled moment.
 */
export const benchRoutes = async (
  options: RouteLoadOptions & {
    openConnections: number;
    /** Only these route classes (see routeClasses); all by default. */
    only?: readonly RouteClass[];
  },
): Promise<RouteFigures> => {
  const wanted = (name: RouteClass) => !options.only || options.only.includes(name);
  const referenceServer = await startChildServer(here('./reference-server.ts'), {});
  const references: Load[] = [];
  const koa = async () => {
    const load = await closedLoop(options, { url: referenceServer.url }, referenceServer.child.pid);
    references.push(load);
    return load;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'ghost-bench-'));
  // The submissions pay in ETH: its receiving address is in the log before the portal starts,
  // with the admin whose session the admin routes are measured with.
  const setup = new SqliteEventStore(join(dataDir, 'events.db'));
  const clock = () => new Date();
  await configureCryptoAddresses({ eventStore: setup, clock });
  const account = await createTestAdmin({
    eventStore: setup,
    secretBox: new SecretBox(loadOrCreateSealKey(dataDir)),
    clock,
  });
  await setup.close();
  const portal = await startChildServer(portalEntry, { DATA_DIR: dataDir }).catch(
    async (error: unknown) => {
      await referenceServer.stop();
      throw error;
    },
  );
  const stop = async () => {
    await portal.stop();
    await referenceServer.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const { headers: admin } = await signIn({ url: portal.url, clock }, account);
    await warmUp(options, { url: referenceServer.url });
    const closed: RouteFigure[] = [];
    /**
     * The route warmed up once, then `rounds` times the reference and the route right after it;
     * `beforeRound` runs before each pair (to supply what the route uses up), not between them.
     */
    const measure = async (
      name: string,
      target: string,
      load: autocannon.Options,
      beforeRound?: (rps: number) => Promise<void>,
    ) => {
      await warmUp(options, load);
      const rounds: { load: Load; reference: Load; ratio: number }[] = [];
      for (let round = 0; round < options.rounds; round += 1) {
        await beforeRound?.(rounds.at(-1)?.load.rps ?? 0);
        const reference = await koa();
        const figures = await closedLoop(options, load, portal.child.pid);
        rounds.push({ load: figures, reference, ratio: figures.rps / reference.rps });
        console.error(
          `${name}, round ${round + 1}: ${figures.rps.toFixed(0)} req/s, Koa ${reference.rps.toFixed(0)} req/s just before (${(figures.rps / reference.rps).toFixed(2)}), p99 ${figures.p99} ms, CPU ${figures.cpuMicros.toFixed(0)} µs an answer (Koa ${reference.cpuMicros.toFixed(0)} µs), not 2xx ${figures.other}`,
        );
      }
      const median = [...rounds].sort((a, b) => a.ratio - b.ratio)[rounds.length >> 1];
      if (!median) throw new Error('BENCH_ROUNDS must be at least 1');
      closed.push({ name, ...median, ratios: rounds.map((round) => round.ratio), target });
    };
    const open: OpenFigure[] = [];
    const offer = async (
      name: string,
      share: number,
      target: string,
      request: Parameters<typeof openLoop>[0]['request'],
    ) => {
      const referenceRps = (await koa()).rps;
      const rate = referenceRps * share;
      const run = (seconds: number) =>
        openLoop({ url: portal.url, rate, seconds, connections: options.openConnections, request });
      if (options.warmUpSeconds > 0) await run(options.warmUpSeconds);
      const result = await run(options.seconds);
      open.push({ name, share: `1/${Math.round(1 / share)}`, referenceRps, result, target });
      console.error(
        `${name} offered ${rate.toFixed(0)}/s: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, failed ${result.failed}`,
      );
    };

    if (wanted('static')) {
      await measure('static file (GET /favicon.svg)', '≥ 0.8 of Koa', {
        url: `${portal.url}/favicon.svg`,
      });
    }

    /** Payments submitted so far: what tracking looks up, and what the admins act on. */
    const submitted: string[] = [];
    let counter = 0;
    const json = { 'content-type': 'application/json' };
    const submit: autocannon.Options = {
      url: `${portal.url}/api/transactions`,
      method: 'POST',
      headers: json,
      requests: [
        {
          setupRequest: (request) => {
            const paymentId = benchPaymentId(counter++);
            submitted.push(paymentId);
            return { ...request, body: submission(paymentId) };
          },
        },
      ],
    };
    if (wanted('submit'))
      await measure('submit, durable (POST /api/transactions)', '≥ 1/8 of Koa', submit);
    // Without the submissions' figures, payments for the rest all the same.
    else await autocannon({ ...submit, connections: 8, amount: 2_000 });
    const anyPayment = () => submitted[Math.floor(Math.random() * submitted.length)] ?? 'GHOST-X';
    const tracking = () => `/api/transactions/track/${anyPayment()}`;

    if (wanted('track')) {
      await measure('track (GET /api/transactions/track/…)', '≥ 0.75 of Koa, p99 ≤ 10 ms', {
        url: portal.url,
        requests: [{ setupRequest: (request) => ({ ...request, path: tracking() }) }],
      });
    }
    // Before the admins' actions, whose e-mails go on being delivered for a while after them.
    if (wanted('open-track')) {
      await offer('track, open loop', 1 / 4, 'p99 ≤ 10 ms', () => ({
        method: 'GET',
        path: tracking(),
      }));
    }
    if (wanted('open-submit')) {
      let openCounter = 0;
      await offer('submit, open loop', 1 / 16, 'p99 ≤ 30 ms', () => ({
        method: 'POST',
        path: '/api/transactions',
        headers: json,
        body: submission(benchPaymentId(2_000_000 + openCounter++)),
      }));
    }

    if (wanted('admin-read')) {
      await measure('admin read (GET /api/transactions, a page of 20)', '', {
        url: `${portal.url}/api/transactions?page=1&limit=20`,
        headers: admin,
      });
    }

    // Each pending payment is decided once: the action takes them in turn, and more are
    // submitted before each round (not between the reference and the route) than it can take at
    // its last rate (one who runs out is answered 404, counted as not 2xx).
    const pending = [...submitted];
    const failed: string[] = [];
    const topUp = async (count: number) => {
      if (pending.length >= count) return;
      const from = submitted.length;
      await autocannon({ ...submit, connections: 8, amount: count - pending.length });
      pending.push(...submitted.slice(from));
    };
    if (wanted('admin-write')) {
      let warmUpRps = 0;
      await topUp(2_000 * options.warmUpSeconds);
      await measure(
        'admin write (POST /api/transactions/{id}/mark-failed)',
        '',
        {
          url: portal.url,
          method: 'POST',
          headers: { ...admin, ...json },
          requests: [
            {
              setupRequest: (request) => {
                const paymentId = pending.pop();
                if (paymentId) failed.push(paymentId);
                return {
                  ...request,
                  path: `/api/transactions/${paymentId ?? 'GHOST-NONE-LEFT'}/mark-failed`,
                  body: '{"reason":"bench"}',
                };
              },
            },
          ],
        },
        async (lastRps) => {
          warmUpRps ||= failed.length / Math.max(1, options.warmUpSeconds);
          await topUp(Math.ceil(Math.max(lastRps, warmUpRps, 500) * options.seconds * 1.5));
        },
      );
    }

    // A failed payment's stream sends its state and `end`, then closes: one open a request.
    if (wanted('live') && failed.length > 0) {
      await measure('live stream (GET /api/live/payments/{id}: state, end)', '', {
        url: portal.url,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: `/api/live/payments/${failed[Math.floor(Math.random() * failed.length)] ?? 'GHOST-X'}`,
            }),
          },
        ],
      });
    }
    const byRate = [...references].sort((a, b) => a.rps - b.rps);
    const median = byRate[byRate.length >> 1] ?? {
      rps: NaN,
      p50: NaN,
      p99: NaN,
      ok: 0,
      other: 0,
      cpuMicros: NaN,
    };
    return { reference: median, closed, open, portal, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
};
