import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFulfilmentReceiverSandbox,
  fulfilmentReceiverPath,
  listenSandbox,
  outboxLeasesCollection,
  parseCryptoProofConfig,
  parseIntegrationsConfig,
  startCommandSide,
  startCryptoProof,
  startIntegrations,
  type CommandSide,
  type CryptoProof,
  type Integrations,
  type RunningSandbox,
} from '@ghost/command-api';
import { createLogger, loadOrCreateSealKey, SqliteEventStore } from '@ghost/events';
import { createTestAdmin, signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { cryptoSubscription } from '../support/payment-requests.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

// Two command services on one event log and one read store, as two command-api containers run on
// one EventStoreDB and one MongoDB: the portal's own, and a second one opened on the same SQLite
// file (its own connection and writer, as another process would have), its own data directory.
const secret = 'the fulfilment webhook secret, 32+';
let receiver: ReturnType<typeof createFulfilmentReceiverSandbox>;
let receiverSite: RunningSandbox;
let first: TestPortal;
let second: { url: string; side: CommandSide; store: SqliteEventStore; server: Server };
let integrations: Integrations;
let cryptoProof: CryptoProof;
let admin: SignedInAdmin;
const secondDir = mkdtempSync(join(tmpdir(), 'ghost-second-command-'));

beforeAll(async () => {
  receiver = createFulfilmentReceiverSandbox({ secret: Buffer.from(secret) });
  receiverSite = await listenSandbox(receiver.app);
  const env = {
    FULFILMENT_WEBHOOK: 'http',
    FULFILMENT_URL: `${receiverSite.url}${fulfilmentReceiverPath}`,
    FULFILMENT_SECRET: secret,
    ALLOW_SANDBOXES: 'card,vouchers,mail',
  };
  first = await startTestPortal({ env });
  const log = createLogger('second', 'silent');
  const sealKey = loadOrCreateSealKey(first.dataDir);
  integrations = await startIntegrations(parseIntegrationsConfig('embedded', env), {
    dataDir: secondDir,
    sealKey,
    clock: first.clock,
    log,
  });
  // The quote key is the first one's (its data directory), as CRYPTO_QUOTE_KEY is shared.
  cryptoProof = await startCryptoProof(parseCryptoProofConfig('embedded', env), {
    dataDir: first.dataDir,
    sandboxHost: '127.0.0.1',
    clock: first.clock,
    log,
  });
  const store = new SqliteEventStore(join(first.dataDir, 'events.db'));
  const side = await startCommandSide({
    eventStore: store,
    readStore: first.readStore,
    progress: first.runner,
    integrations,
    cryptoProof,
    secretBox: first.secretBox,
    auditKey: first.auditKey,
    dataDir: secondDir,
    clock: first.clock,
    log,
    print: () => undefined,
    signInUrl: `${first.url}/admin`,
  });
  const handle = side.app.callback();
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  second = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    side,
    store,
    server,
  };
  admin = await signedInAdmin(first, 'admin');
});

afterAll(async () => {
  second.server.closeAllConnections();
  await new Promise((resolve) => second.server.close(resolve));
  await second.side.outboxes.stop();
  await second.side.reconciler.stop();
  await second.side.checkpointer.stop();
  await integrations.stop();
  await cryptoProof.stop();
  await second.store.close();
  await first.destroy();
  await receiverSite.close();
  rmSync(secondDir, { recursive: true, force: true });
});

const instances = () => [first.url, second.url];

describe('two command-service instances on one log', () => {
  it('send each subscription webhook once: one holds the outbox lease, the other stands by', async () => {
    // The receiver takes its time: both instances would be sending the same webhook at once.
    receiver.faults.add({ delayMs: 400 });
    const paymentIds: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      // Submitted through one instance, verified through the other.
      const [submitTo, verifyAt] = i % 2 === 0 ? instances() : instances().reverse();
      const submitted = await request(submitTo!, 'POST', '/api/transactions', cryptoSubscription());
      expect(submitted.status).toBe(201);
      const paymentId = submitted.body.paymentId as string;
      const verified = await request(
        verifyAt!,
        'POST',
        `/api/transactions/${paymentId}/verify-payment`,
        {},
        { ...admin.headers, 'x-log-position': String(submitted.body.position) },
      );
      expect(verified.status).toBe(200);
      paymentIds.push(paymentId);
    }
    const deliveredTo = () =>
      new Set(
        receiver.received
          .filter((entry) => entry.answered === 200)
          .map((entry) => (JSON.parse(entry.body) as { paymentId: string }).paymentId),
      );
    while (paymentIds.some((id) => !deliveredTo().has(id))) {
      await Promise.all([first.outboxes.settled(), second.side.outboxes.settled()]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    receiver.faults.clear();
    const sent = receiver.received.filter((entry) =>
      paymentIds.includes((JSON.parse(entry.body) as { paymentId: string }).paymentId),
    );
    expect(sent).toHaveLength(6);
    expect(new Set(sent.map((entry) => entry.eventId)).size).toBe(6);
    expect(sent.every((entry) => !entry.duplicate)).toBe(true);
    const leases = await first.readStore.find<{ _id: string; holder: string }>(
      outboxLeasesCollection,
      {},
    );
    expect(new Set(leases.map((lease) => lease.holder)).size).toBe(1);
  });

  it('share the sign-in lockout counts: failures on one lock the username on the other', async () => {
    for (let i = 0; i < 5; i += 1) {
      const refused = await request(first.url, 'POST', '/api/auth/login', {
        username: 'shared-count',
        password: 'Wrong-password-1',
      });
      expect(refused.status).toBe(401);
    }
    const elsewhere = await request(second.url, 'POST', '/api/auth/login', {
      username: 'Shared-Count',
      password: 'Wrong-password-1',
    });
    expect(elsewhere.status).toBe(429);
    expect(elsewhere.body.error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it(
    'judge at most 5 of a burst of wrong guesses spread over both, since each is counted first',
    { timeout: 180_000 },
    async () => {
      const target = await createTestAdmin(first);
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, n) =>
          request(n % 2 ? second.url : first.url, 'POST', '/api/auth/login', {
            username: target.username,
            password: `Wrong-guess-${n}!`,
          }),
        ),
      );
      const judged = (await first.eventStore.readStream(`admin-${target.userId}`)).filter(
        (event) => event.type === 'AdminSignInFailed',
      ).length;
      expect(judged).toBeLessThanOrEqual(5);
      // Two instances may collide on the account's stream: such an answer names no stream either.
      for (const answer of answers) {
        expect([401, 409, 429]).toContain(answer.status);
        expect(JSON.stringify(answer.body)).not.toMatch(/admin-|streamId/);
      }
      expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
    },
  );
});
