import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { changeSettings } from '@ghost/command-api';
import { coinSpecs, cryptoTypes, SqliteEventStore } from '@ghost/events';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { portalEntry, startChildServer } from './child-server.js';
import { percentile, type Measure } from './measure.js';

export interface CryptoBenchOptions {
  /** Quotes timed one after another (after as many again not counted). */
  quotes: number;
  /** Quoted payments left open for the chain check at once. */
  openPayments: number;
  /** CHAIN_CHECK_INTERVAL_MS of the measured portal. */
  checkIntervalMs: number;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const post = async (url: string, body: unknown) => {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await answer.json()) as Record<string, unknown>;
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${JSON.stringify(parsed)}`);
  return parsed;
};

/**
 * A quote's own request, on its own: amounts spread over the six coins and a thousand prices so
 * that the held amounts (one per open quote, unique per coin) never run out.
 */
const quoteRequest = (n: number) => ({
  crypto_type: cryptoTypes[n % cryptoTypes.length]!,
  amount: 5 + (Math.floor(n / cryptoTypes.length) % 1000),
  currency: 'USD',
});

/**
 * The crypto proof's costs, in the compiled portal in its own process with the sandbox rate
 * table and the sandbox chain: a quote's latency with the rate cached (one request at a time, so
 * the figure is the route's and not a queue's), then the chain check under `openPayments` quoted
 * payments open at once: how long after their last block every one of them is concluded, and
 * what a payer's tracking request costs meanwhile.
 */
export const benchCrypto = async (options: CryptoBenchOptions): Promise<Measure[]> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ghost-bench-crypto-'));
  const file = join(dataDir, 'events.db');
  const setup = new SqliteEventStore(file);
  const clock = () => new Date();
  await configureCryptoAddresses({ eventStore: setup, clock });
  const commandId = randomUUID();
  // A matched payment is then verified by the system: the whole path a treasurer relies on.
  await changeSettings(
    setup,
    { security_auto_process: 'true' },
    { userId: 'bench-setup', username: 'bench-setup', steppedUp: true },
    {
      actor: { kind: 'system', id: 'bench-setup' },
      commandId,
      correlationId: commandId,
      now: clock(),
    },
  );
  await setup.close();
  const portal = await startChildServer(portalEntry, {
    DATA_DIR: dataDir,
    RATE_LIMIT_QUOTES_PER_MINUTE: '1000000',
    CHAIN_CHECK_INTERVAL_MS: String(options.checkIntervalMs),
  });
  const chain = portal.sandboxes.chain;
  const log = new Database(file, { readonly: true });
  try {
    if (!chain) throw new Error('the portal started no chain sandbox');
    const quote = (n: number) => post(`${portal.url}/api/crypto/quotes`, quoteRequest(n));

    for (let n = 0; n < options.quotes; n += 1) await quote(n);
    const quoteTimes: number[] = [];
    for (let n = options.quotes; n < 2 * options.quotes; n += 1) {
      const started = performance.now();
      await quote(n);
      quoteTimes.push(performance.now() - started);
    }
    quoteTimes.sort((a, b) => a - b);
    console.error(
      `quotes: p50 ${ms(percentile(quoteTimes, 50))}, p99 ${ms(percentile(quoteTimes, 99))}`,
    );

    // Open payments: each quoted, paid on the sandbox chain (not yet in a block) and submitted.
    const paymentIds: string[] = [];
    for (let n = 0; n < options.openPayments; n += 1) {
      const asked = quoteRequest(2 * options.quotes + n);
      const quoted = await quote(2 * options.quotes + n);
      const { txid } = await post(`${chain}/transfers`, {
        crypto_type: asked.crypto_type,
        to: quoted.address,
        amount: quoted.crypto_amount,
      });
      const body = cryptoDonation({
        crypto_type: asked.crypto_type,
        amount: asked.amount,
        quote: quoted.quote,
        txid,
      });
      await post(`${portal.url}/api/transactions`, body);
      paymentIds.push(body.payment_id);
    }
    const concluded = log.prepare<[], { count: number }>(
      "SELECT count(*) AS count FROM events WHERE type = 'ChainCheckConcluded'",
    );
    const observed = log.prepare<[], { count: number }>(
      "SELECT count(DISTINCT stream_id) AS count FROM events WHERE type = 'ChainTransferObserved'",
    );
    // The checker's first readings: every transfer seen, none in a block yet.
    const seenFrom = performance.now();
    while ((observed.get()?.count ?? 0) < options.openPayments) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seenAfter = performance.now() - seenFrom;

    for (const coin of cryptoTypes) {
      await post(`${chain}/blocks`, {
        crypto_type: coin,
        count: coinSpecs[coin].requiredConfirmations,
      });
    }
    const mined = performance.now();
    const trackTimes: number[] = [];
    for (let n = 0; (concluded.get()?.count ?? 0) < options.openPayments; n += 1) {
      const started = performance.now();
      const answer = await fetch(
        `${portal.url}/api/transactions/track/${paymentIds[n % paymentIds.length] ?? ''}`,
      );
      await answer.arrayBuffer();
      trackTimes.push(performance.now() - started);
    }
    const concludedAfter = performance.now() - mined;
    trackTimes.sort((a, b) => a - b);
    const verified = log
      .prepare<[], { count: number }>(
        "SELECT count(*) AS count FROM events WHERE type = 'PaymentVerified'",
      )
      .get()?.count;
    console.error(
      `chain check: ${options.openPayments} seen in ${ms(seenAfter)}, concluded ${ms(concludedAfter)} after their blocks, ${String(verified)} verified; tracking p99 ${ms(percentile(trackTimes, 99))}`,
    );
    const payments = options.openPayments.toLocaleString('en');
    const interval = `${options.checkIntervalMs.toLocaleString('en')} ms`;
    return [
      {
        name: `crypto quote (POST /api/crypto/quotes, rate cached, one at a time, ${options.quotes.toLocaleString('en')} timed)`,
        value: `p50 ${ms(percentile(quoteTimes, 50))}, p99 ${ms(percentile(quoteTimes, 99))}`,
        target: 'p99 ≤ 20 ms',
      },
      {
        name: `chain check, ${payments} quoted payments open, read every ${interval}: all first seen`,
        value: ms(seenAfter),
        target: `≤ 2 intervals (${(2 * options.checkIntervalMs).toLocaleString('en')} ms)`,
      },
      {
        name: `chain check, ${payments} open: all concluded (and ${String(verified)} verified by the system) after their last block`,
        value: ms(concludedAfter),
        target: `≤ 2 intervals (${(2 * options.checkIntervalMs).toLocaleString('en')} ms)`,
      },
      {
        name: `tracking (GET /api/transactions/track/{id}, one at a time) while the ${payments} conclude`,
        value: `p50 ${ms(percentile(trackTimes, 50))}, p99 ${ms(percentile(trackTimes, 99))} (${trackTimes.length} requests)`,
        target: 'p99 ≤ 50 ms',
      },
    ];
  } finally {
    log.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
