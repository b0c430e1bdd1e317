import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '@ghost/events';
import { ReadModelAuthenticator } from '@ghost/projectors';
import { createQueryApi, probeHealth, type LiveOptions } from '@ghost/query-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { openStream, type OpenStream } from '../support/event-stream.js';
import { request } from '../support/http.js';
import {
  cryptoDonation,
  cryptoSubscription,
  giftCardSubscription,
} from '../support/payment-requests.js';
import { addFault, clearFaults } from '../support/sandboxes.js';
import { startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let admin: SignedInAdmin;
const streams: OpenStream[] = [];

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await signedInAdmin(portal, 'admin');
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await portal.destroy();
});

const open = async (path: string, headers: Record<string, string> = {}, base = portal.url) => {
  const stream = await openStream(base, path, headers);
  streams.push(stream);
  return stream;
};

const submit = async (body: Record<string, unknown>): Promise<string> => {
  const answer = await request(portal.url, 'POST', '/api/transactions', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return String(answer.body.paymentId);
};

const act = async (paymentId: string, action: string, body: Record<string, unknown> = {}) => {
  const answer = await request(
    portal.url,
    'POST',
    `/api/transactions/${paymentId}/${action}`,
    body,
    admin.headers,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { at: performance.now(), position: Number(answer.body.position) };
};

/** The events of a stream until it closes (or `timeoutMs`). */
const rest = async (stream: OpenStream, timeoutMs = 2_000) => {
  await Promise.race([stream.closed, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  return stream.events;
};

describe('a payment’s live stream', () => {
  // How soon the change arrives (within 1 s of the verify) is a figure of `npm run bench`
  // (tests/bench/live-latency.ts): here, that it arrives, and what it says.
  it('sends the payment’s state at once, then its change once an admin verifies it', async () => {
    const paymentId = await submit(cryptoDonation());
    const stream = await open(`/api/live/payments/${paymentId}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first).toMatchObject({
      event: 'change',
      data: { status: 'pending_payment_verification', position: expect.any(Number) },
    });

    const verified = await act(paymentId, 'verify-payment');
    const change = await stream.next();
    expect(change.data.status).toBe('completed');
    expect(change.data.position).toBeGreaterThanOrEqual(verified.position);

    // The page re-reads with the pushed position and sees the change.
    const track = await request(
      portal.url,
      'GET',
      `/api/transactions/track/${paymentId}`,
      undefined,
      { 'x-log-position': String(change.data.position) },
    );
    expect(track.body).toMatchObject({ status: 'completed', updatedAt: change.data.updatedAt });
  });

  it('ends after a final state, so the page stops following a completed payment', async () => {
    const paymentId = await submit(cryptoDonation());
    const stream = await open(`/api/live/payments/${paymentId}`);
    await stream.next();
    await act(paymentId, 'verify-payment');
    const events = await rest(stream);
    expect(events.slice(1).map((event) => event.event)).toEqual(['change', 'end']);
    expect(stream.isClosed()).toBe(true);
  });

  it('ends after a failed state too', async () => {
    const paymentId = await submit(giftCardSubscription());
    const stream = await open(`/api/live/payments/${paymentId}`);
    await stream.next();
    await act(paymentId, 'mark-failed', { reason: 'The gift card was already redeemed' });
    const events = await rest(stream);
    expect(events.slice(1)).toMatchObject([
      { event: 'change', data: { status: 'failed' } },
      { event: 'end' },
    ]);
    expect(stream.isClosed()).toBe(true);
  });

  it('follows a subscription through verification and the subscription update', async () => {
    // The fulfilment receiver is down: the payment waits for its subscription update.
    await addFault(portal, 'fulfilment', { status: 503 });
    try {
      const paymentId = await submit(cryptoSubscription());
      const stream = await open(`/api/live/payments/${paymentId.toLowerCase()}`);
      expect((await stream.next()).data.status).toBe('pending_payment_verification');
      await act(paymentId, 'verify-payment');
      expect((await stream.next()).data.status).toBe('pending_subscription_update');
      expect(stream.isClosed()).toBe(false);
      const updated = await act(paymentId, 'update-subscription');
      let completed = await stream.next();
      // A failed delivery of the fulfilment webhook may come first: it moves `updatedAt` only.
      while (completed.data.status !== 'completed') completed = await stream.next();
      expect(completed.data.position).toBeGreaterThanOrEqual(updated.position);
      await stream.closed;
    } finally {
      await clearFaults(portal, 'fulfilment');
    }
  });

  it('sends a final payment’s state and ends at once', async () => {
    const paymentId = await submit(cryptoDonation());
    await act(paymentId, 'mark-failed', { reason: 'No such transaction on chain' });
    const stream = await open(`/api/live/payments/${paymentId}`);
    const events = await rest(stream);
    expect(events).toMatchObject([
      { event: 'change', data: { status: 'failed' } },
      { event: 'end' },
    ]);
  });

  it('refuses a path that is no payment ID, and an unknown payment, with the catalogue’s codes', async () => {
    const invalid = await open('/api/live/payments/NOT-A-PAYMENT');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({
      code: 'INVALID_PAYMENT_ID',
      message: 'Please enter a valid Payment ID (starts with GHOST-)',
    });
    const unknown = await open('/api/live/payments/GHOST-1732291234567-AB12CD34EF56GH78IJKL90');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
      message: 'Payment not found. Please check your payment ID and try again.',
    });
  });
});

describe('the admin stream', () => {
  it('needs a signed-in admin with two-factor', async () => {
    const anonymous = await open('/api/live/admin?topics=transactions');
    expect([anonymous.status, anonymous.body.error.code]).toEqual([401, 'TOKEN_EXPIRED']);
    const withoutTwoFactor = await signedInAdmin(portal, 'admin', { twoFactor: false });
    const refused = await open('/api/live/admin?topics=transactions', withoutTwoFactor.headers);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'TWOFA_REQUIRED']);
  });

  it('refuses topics it does not know, and a stream of no topic, naming the parameter', async () => {
    for (const path of [
      '/api/live/admin?topics=transactions,payouts',
      '/api/live/admin?topics=',
      '/api/live/admin',
      '/api/live/admin?topics=stats&limit=10',
    ]) {
      const refused = await open(path, admin.headers);
      expect(refused.status, path).toBe(400);
      expect(refused.body.error.code, path).toBe('VALIDATION_ERROR');
    }
  });

  it('names the followed topics a change touched, with the position reached', async () => {
    const stream = await open('/api/live/admin?topics=transactions,stats,users', admin.headers);
    expect(stream.status).toBe(200);
    const submitted = await request(portal.url, 'POST', '/api/transactions', cryptoDonation());
    const position = Number(submitted.headers.get('x-log-position'));
    const change = await stream.next();
    expect(change.event).toBe('change');
    expect([...change.data.topics].sort()).toEqual(['stats', 'transactions']);
    expect(change.data.position).toBeGreaterThanOrEqual(position);
  });

  it('says nothing of changes to topics it does not follow', async () => {
    const stream = await open('/api/live/admin?topics=settings', admin.headers);
    await submit(cryptoDonation());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.events).toEqual([]);
    const superAdmin = await signedInAdmin(portal, 'super_admin');
    const saved = await request(
      portal.url,
      'PUT',
      '/api/settings',
      { payment_method_crypto_name: 'Crypto' },
      superAdmin.headers,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await stream.next()).data.topics).toEqual(['settings']);
  });

  it('merges a burst of changes into at most four pushes a second', async () => {
    const stream = await open('/api/live/admin?topics=transactions', admin.headers);
    await Promise.all(Array.from({ length: 30 }, () => submit(cryptoDonation())));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const times = stream.events.map((event) => event.at);
    expect(times.length).toBeGreaterThan(0);
    for (let i = 1; i < times.length; i += 1) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(200);
    }
  });
});

describe('the streams’ bounds', () => {
  let server: Server;
  let base: string;
  const options: Partial<LiveOptions> = {
    maxStreams: 3,
    maxStreamsPerAddress: 2,
    heartbeatMs: 50,
    sessionCheckMs: 50,
  };
  beforeAll(async () => {
    // A second query service over the portal's read models, with tight bounds, behind a proxy so
    // each request says which address it comes from.
    const app = createQueryApi({
      readStore: portal.readStore,
      progress: portal.runner,
      changes: portal.runner,
      authenticator: new ReadModelAuthenticator(portal.readStore, portal.clock),
      log: createLogger('test', 'silent'),
      clock: portal.clock,
      trustProxy: { hops: 1 },
      live: options,
      health: () =>
        probeHealth({
          head: () => portal.eventStore.headPosition(),
          readStore: () => portal.readStore.ping(),
          projected: () => portal.runner.position(),
        }),
    });
    const handle = app.callback();
    server = createServer((req, res) => {
      void handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const stream of streams.splice(0)) stream.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('refuses an address beyond its streams with 429 TOO_MANY_STREAMS, and takes it again once one closes', async () => {
    const paymentId = await submit(cryptoDonation());
    const path = `/api/live/payments/${paymentId}`;
    const first = await open(path, from('203.0.113.1'), base);
    await open(path, from('203.0.113.1'), base);
    const third = await open(path, from('203.0.113.1'), base);
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe('TOO_MANY_STREAMS');
    expect(third.headers.get('retry-after')).toBe('30');
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await open(path, from('203.0.113.1'), base)).status).toBe(200);
  });

  it('refuses anyone with 503 once the service holds its most streams', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const paymentId = await submit(cryptoDonation());
    const path = `/api/live/payments/${paymentId}`;
    for (const address of ['203.0.113.2', '203.0.113.3', '203.0.113.4']) {
      expect((await open(path, from(address), base)).status).toBe(200);
    }
    const full = await open(path, from('203.0.113.5'), base);
    expect([full.status, full.body.error.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
  });

  it('keeps a quiet stream alive with heartbeat comments', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stream = await open('/api/live/admin?topics=pricing', admin.headers, base);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stream.comments).toBeGreaterThanOrEqual(3);
  });

  it('ends an admin stream once its session is signed out', async () => {
    for (const stream of streams.splice(0)) stream.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const leaving = await signedInAdmin(portal, 'admin');
    const stream = await open('/api/live/admin?topics=transactions', leaving.headers, base);
    expect(stream.status).toBe(200);
    await request(portal.url, 'POST', '/api/auth/logout', {}, leaving.headers);
    const events = await rest(stream, 1_000);
    expect(events.at(-1)).toMatchObject({ event: 'end', data: { reason: 'session' } });
    expect(stream.isClosed()).toBe(true);
  });
});
