import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSealKey, SecretBox, SqliteEventStore } from '@ghost/events';
import { startChildServer, type ChildServer } from '../bench/child-server.js';
import { createTestAdmin, signIn, type TestAdmin } from '../support/admins.js';
import { configureCryptoAddresses } from '../support/crypto-addresses.js';
import { freshRebuild } from '../support/fresh-rebuild.js';
import { request } from '../support/http.js';
import { auditLog, typesIn } from '../support/log-audit.js';
import { newPaymentId, newTxid } from '../support/test-portal.js';

const entry = fileURLToPath(new URL('../../web/src/server/embedded-main.ts', import.meta.url));
const kills = 5;
const submitters = 4;
const deciders = 2;

const dataDir = mkdtempSync(join(tmpdir(), 'ghost-crash-'));
const file = join(dataDir, 'events.db');
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

interface Submission {
  paymentId: string;
  txid: string;
  acknowledged: boolean;
}
type Outcome = 'PaymentVerified' | 'PaymentFailed';
interface Decision {
  paymentId: string;
  outcome: Outcome;
  acknowledged: boolean;
}

/** Every request made, whether it was answered, and what no request should have got. */
const ledger = {
  submissions: [] as Submission[],
  decisions: [] as Decision[],
  /** Acknowledged payments no admin has acted on yet. */
  undecided: [] as string[],
  unexpected: [] as string[],
  /** Requests under way when a kill came, sent again after the restart. */
  cut: 0,
};

const submit = (url: string, { paymentId, txid }: Submission) =>
  request(url, 'POST', '/api/transactions', {
    payment_id: paymentId,
    txid,
    type: 'donation',
    payment_method: 'crypto',
    crypto_type: 'eth',
    amount: 5,
    currency: 'USD',
  });

const decide = (url: string, headers: Record<string, string>, decision: Decision) =>
  decision.outcome === 'PaymentVerified'
    ? request(url, 'POST', `/api/transactions/${decision.paymentId}/verify-payment`, {}, headers)
    : request(
        url,
        'POST',
        `/api/transactions/${decision.paymentId}/mark-failed`,
        { reason: 'crash test' },
        headers,
      );

/** Visitors submitting payments and admins verifying or failing them, until `stop` aborts. */
const traffic = (url: string, headers: Record<string, string>, stop: AbortSignal) => {
  const failed = (what: string, error: unknown) => {
    // A request cut by the kill is expected; any other failure is not.
    if (!stop.aborted) ledger.unexpected.push(`${what}: ${String(error)}`);
  };
  const visitor = async () => {
    while (!stop.aborted) {
      const submission = { paymentId: newPaymentId(), txid: newTxid(), acknowledged: false };
      ledger.submissions.push(submission);
      try {
        const answer = await submit(url, submission);
        if (answer.status !== 201)
          throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
        submission.acknowledged = true;
        ledger.undecided.push(submission.paymentId);
      } catch (error) {
        failed('a submission', error);
      }
    }
  };
  const admin = async () => {
    while (!stop.aborted) {
      const paymentId = ledger.undecided.shift();
      if (paymentId === undefined) {
        await sleep(5);
        continue;
      }
      const outcome: Outcome = randomInt(2) === 0 ? 'PaymentVerified' : 'PaymentFailed';
      const decision = { paymentId, outcome, acknowledged: false };
      ledger.decisions.push(decision);
      try {
        const answer = await decide(url, headers, decision);
        if (answer.status !== 200)
          throw new Error(`${answer.status} ${JSON.stringify(answer.body)}`);
        decision.acknowledged = true;
      } catch (error) {
        failed('an admin action', error);
      }
    }
  };
  return Promise.all([
    ...Array.from({ length: submitters }, visitor),
    ...Array.from({ length: deciders }, admin),
  ]);
};

/**
 * The requests cut by the kill, sent again as their senders would: the same payment (payment ID
 * and txid) is accepted, or found recorded already; the same admin action is done, or found done.
 */
const retryCut = async (url: string, headers: Record<string, string>) => {
  for (const submission of ledger.submissions.filter((s) => !s.acknowledged)) {
    ledger.cut += 1;
    const answer = await submit(url, submission);
    if (answer.status !== 201) {
      expect(answer.status, submission.paymentId).toBe(409);
      expect(answer.body.error.code).toBe('DUPLICATE_PAYMENT_REF');
    }
    submission.acknowledged = true;
    ledger.undecided.push(submission.paymentId);
  }
  for (const decision of ledger.decisions.filter((d) => !d.acknowledged)) {
    ledger.cut += 1;
    const answer = await decide(url, headers, decision);
    if (answer.status !== 200) {
      expect(answer.status, decision.paymentId).toBe(409);
      expect(answer.body.error.code).toBe(
        decision.outcome === 'PaymentVerified'
          ? 'PAYMENT_ALREADY_VERIFIED'
          : 'TRANSACTION_ALREADY_FAILED',
      );
    }
    decision.acknowledged = true;
  }
};

/** Every acknowledged request's events are in the log once, with nothing orphaned or broken. */
const checkLog = async () => {
  const audit = await auditLog(file);
  expect(audit.problems).toEqual([]);
  for (const { paymentId } of ledger.submissions.filter((s) => s.acknowledged)) {
    expect(typesIn(audit, `transaction-${paymentId}`)[0], paymentId).toBe('PaymentSubmitted');
  }
  for (const { paymentId, outcome } of ledger.decisions.filter((d) => d.acknowledged)) {
    expect(typesIn(audit, `transaction-${paymentId}`), paymentId).toContain(outcome);
  }
};

/** The portal's read models answer as read models rebuilt from scratch out of the same log do. */
const checkReadModels = async (url: string, headers: Record<string, string>) => {
  await expect
    .poll(async () => (await request(url, 'GET', '/api/health')).body.projections.lag)
    .toBe(0);
  const fresh = await freshRebuild(file);
  try {
    for (const path of [
      '/api/transactions?limit=10000',
      '/api/transactions?limit=10000&page=2',
      '/api/transactions/stats/summary',
      '/api/transactions/recent/list?limit=50',
    ]) {
      const live = await request(url, 'GET', path, undefined, headers);
      expect(live.status, path).toBe(200);
      expect(live.body, path).toEqual(
        (await request(fresh.url, 'GET', path, undefined, headers)).body,
      );
    }
  } finally {
    await fresh.stop();
  }
};

const killed = (server: ChildServer) =>
  new Promise<void>((resolve) => {
    server.child.once('exit', () => {
      resolve();
    });
    server.child.kill('SIGKILL');
  });

describe('the embedded portal killed with SIGKILL under load', () => {
  it(`loses, doubles and orphans nothing, keeps its read models and hash chains, across ${kills} kills`, async () => {
    const store = new SqliteEventStore(file);
    let account: TestAdmin;
    try {
      const clock = () => new Date();
      account = await createTestAdmin({
        eventStore: store,
        secretBox: new SecretBox(loadOrCreateSealKey(dataDir)),
        clock,
      });
      await configureCryptoAddresses({ eventStore: store, clock });
    } finally {
      await store.close();
    }
    let server = await startChildServer(entry, { DATA_DIR: dataDir });
    const { headers } = await signIn({ url: server.url, clock: () => new Date() }, account);

    for (let round = 1; round <= kills; round += 1) {
      const stop = new AbortController();
      const load = traffic(server.url, headers, stop.signal);
      await sleep(randomInt(1_500, 4_000));
      const exited = killed(server);
      stop.abort();
      await exited;
      await load;

      server = await startChildServer(entry, { DATA_DIR: dataDir });
      await retryCut(server.url, headers);
      await checkLog();
      await checkReadModels(server.url, headers);
    }

    // After the last restart, the read models it keeps live (not rebuilt) still match.
    const stop = new AbortController();
    const load = traffic(server.url, headers, stop.signal);
    await sleep(1_500);
    stop.abort();
    await load;
    await checkLog();
    await checkReadModels(server.url, headers);
    await server.stop();

    expect(ledger.unexpected).toEqual([]);
    expect(ledger.cut).toBeGreaterThan(0);
    expect(ledger.submissions.filter((s) => s.acknowledged).length).toBeGreaterThan(100);
    expect(ledger.decisions.filter((d) => d.acknowledged).length).toBeGreaterThan(50);
  }, 180_000);
});
