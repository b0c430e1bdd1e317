import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { ReadModelAuthenticator } from '@ghost/projectors';
import { createQueryApi } from '@ghost/query-api';
import { signedInAdmin, type SignedInAdmin } from '../support/admins.js';
import { request } from '../support/http.js';
import { cryptoDonation } from '../support/payment-requests.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

const trackingPerMinute = 5;
const submissionsPerMinute = 3;

let portal: TestPortal;
let admin: SignedInAdmin;
beforeAll(async () => {
  portal = await startTestPortal({ rateLimits: { trackingPerMinute, submissionsPerMinute } });
  admin = await signedInAdmin(portal, 'admin');
});
afterAll(async () => {
  await portal.destroy();
});

/** A GET from another loopback address than the specs' 127.0.0.1: another visitor. */
const getFrom = (localAddress: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    const call = httpRequest(`${portal.url}${path}`, { localAddress }, (answer) => {
      answer.resume();
      answer.on('end', () => {
        resolve(answer.statusCode ?? 0);
      });
    });
    call.on('error', reject);
    call.end();
  });

const track = (headers: Record<string, string> = {}) =>
  request(portal.url, 'GET', `/api/transactions/track/${newPaymentId()}`, undefined, headers);

describe('the public rate limits', () => {
  it('answer tracking lookups over the limit 429 TOO_MANY_REQUESTS with Retry-After, per address, whatever X-Forwarded-For claims', async () => {
    for (let n = 0; n < trackingPerMinute; n += 1) expect((await track()).status).toBe(404);
    const refused = await track();
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 60 });
    expect(refused.headers.get('retry-after')).toBe('60');
    // The portal trusts no proxy: a forwarded address is the caller's own claim.
    expect((await track({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    expect(await getFrom('127.0.0.2', `/api/transactions/track/${newPaymentId()}`)).toBe(404);
  });

  it('answer submissions over the limit 429 before reading them, appending nothing, not even an Idempotency-Key', async () => {
    for (let n = 0; n < submissionsPerMinute; n += 1) {
      const answer = await request(portal.url, 'POST', '/api/transactions', cryptoDonation());
      expect(answer.status).toBe(201);
    }
    const head = await portal.eventStore.headPosition();
    for (const path of [
      '/api/transactions',
      '/api/transactions/',
      '/api/payments/card/create-wallet',
    ]) {
      const refused = await request(portal.url, 'POST', path, cryptoDonation(), {
        'idempotency-key': `limited-${path}`,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('TOO_MANY_REQUESTS');
    }
    expect(await portal.eventStore.headPosition()).toBe(head);
  });

  it('leave the signed-in staff and the rest of the site alone', async () => {
    for (let n = 0; n < trackingPerMinute + 2; n += 1) {
      expect(
        (await request(portal.url, 'GET', '/api/transactions', undefined, admin.headers)).status,
      ).toBe(200);
      expect((await request(portal.url, 'GET', '/')).status).toBe(200);
    }
  });

  it('take the address the gateway appended to X-Forwarded-For behind it, not the ones the caller sent', async () => {
    const behindGateway = createQueryApi({
      readStore: portal.readStore,
      progress: portal.runner,
      changes: portal.runner,
      authenticator: new ReadModelAuthenticator(portal.readStore, () => new Date()),
      log: createLogger('test', 'silent'),
      clock: () => new Date(),
      health: () => Promise.reject(new Error('not asked')),
      trustProxy: { hops: 1 },
      trackingPerMinute: 2,
    });
    const server = behindGateway.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const trackFrom = (forwarded: string) =>
      request(url, 'GET', `/api/transactions/track/${newPaymentId()}`, undefined, {
        'x-forwarded-for': forwarded,
      });
    try {
      expect((await trackFrom('198.51.100.1, 203.0.113.7')).status).toBe(404);
      expect((await trackFrom('198.51.100.2, 203.0.113.7')).status).toBe(404);
      expect((await trackFrom('198.51.100.3, 203.0.113.7')).status).toBe(429);
      expect((await trackFrom('203.0.113.8')).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
