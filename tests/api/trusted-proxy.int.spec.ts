import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { createGateway } from '@ghost/web/gateway';
import { proxyTo } from '@ghost/web/proxy';
import { createTestAdmin } from '../support/admins.js';
import { fakeClock, minutes } from '../support/fake-clock.js';
import { request } from '../support/http.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

// A portal behind one TLS proxy (TRUST_PROXY=1): the proxy's X-Forwarded-For entry names each
// caller. Here the specs stand for the proxy: they connect from 127.0.0.1 and say who the caller
// is in the header. A second portal trusts no proxy, as by default.
const clock = fakeClock();
let behind: TestPortal;
let direct: TestPortal;
let gateway: Server;
let gatewayUrl: string;
beforeAll(async () => {
  [behind, direct] = await Promise.all([
    startTestPortal({
      clock: clock.now,
      trustProxy: { hops: 1 },
      rateLimits: { trackingPerMinute: 3, submissionsPerMinute: 1_000_000 },
    }),
    startTestPortal({ clock: clock.now }),
  ]);
  // The distributed gateway behind a TLS proxy on 127.0.0.0/8, in front of a service that
  // trusts the gateway as its one hop.
  const log = createLogger('gateway-test', 'silent');
  const trust = { proxies: ['127.0.0.0/8'] };
  gateway = createServer(
    createGateway({
      command: proxyTo(behind.url, log, trust),
      query: proxyTo(behind.url, log, trust),
      site: (_req, res) => {
        res.end();
      },
    }),
  );
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  gateway.close();
  await Promise.all([behind.destroy(), direct.destroy()]);
});

const from = (caller: string) => ({ 'x-forwarded-for': caller });
const login = (portal: TestPortal, body: Record<string, unknown>, caller?: string) =>
  request(portal.url, 'POST', '/api/auth/login', body, caller ? from(caller) : {});
const failFrom = async (portal: TestPortal, callers: string[]) => {
  for (const [n, caller] of callers.entries()) {
    const answer = await login(
      portal,
      { username: `nobody-${n}`, password: 'Wrong-pass-1' },
      caller,
    );
    expect(answer.status).toBe(401);
  }
};
const recordedAddress = async (portal: TestPortal) =>
  (await portal.eventStore.readStream('sign-in-attempts')).at(-1)?.metadata.actor.ip;

describe('behind a trusted proxy', () => {
  it('locks out the client that made ten bad sign-ins, not the other clients of the proxy', async () => {
    const admin = await createTestAdmin(behind);
    await failFrom(
      behind,
      Array.from({ length: 10 }, () => '198.51.100.1'),
    );
    const locked = await login(
      behind,
      { username: admin.username, password: admin.password },
      '198.51.100.1',
    );
    expect(locked.status).toBe(429);
    const other = await login(
      behind,
      { username: admin.username, password: admin.password },
      '198.51.100.2',
    );
    expect(other.status).toBe(200);
    expect(await recordedAddress(behind)).toBe('198.51.100.2');
    clock.advance(minutes(15));
  });

  it('keeps the known-address rule per client: a stranger elsewhere cannot lock the owner out', async () => {
    const admin = await createTestAdmin(behind);
    const owner = '198.51.100.3';
    expect(
      (await login(behind, { username: admin.username, password: admin.password }, owner)).status,
    ).toBe(200);
    for (let n = 0; n < 5; n += 1) {
      const wrong = await login(
        behind,
        { username: admin.username, password: 'Wrong-pass-1' },
        '203.0.113.4',
      );
      expect(wrong.status).toBe(401);
    }
    expect(
      (await login(behind, { username: admin.username, password: admin.password }, '203.0.113.5'))
        .status,
    ).toBe(429);
    expect(
      (await login(behind, { username: admin.username, password: admin.password }, owner)).status,
    ).toBe(200);
    clock.advance(minutes(15));
  });

  it('counts two IPv6 addresses of one /64 as one caller, for the sign-in lockout and the public limits', async () => {
    await failFrom(
      behind,
      Array.from({ length: 10 }, (_, n) => `2001:db8:1:2::${(n + 1).toString(16)}`),
    );
    const sameNetwork = await login(
      behind,
      { username: 'nobody', password: 'Wrong-pass-1' },
      '2001:db8:1:2:ffff::1',
    );
    expect(sameNetwork.status).toBe(429);
    const nextNetwork = await login(
      behind,
      { username: 'nobody', password: 'Wrong-pass-1' },
      '2001:db8:1:3::1',
    );
    expect(nextNetwork.status).toBe(401);

    const track = (caller: string) =>
      request(
        behind.url,
        'GET',
        `/api/transactions/track/${newPaymentId()}`,
        undefined,
        from(caller),
      );
    for (const caller of ['2001:db8:9:9::1', '2001:db8:9:9::2', '2001:db8:9:9:abcd::3']) {
      expect((await track(caller)).status).toBe(404);
    }
    expect((await track('2001:db8:9:9:1:2:3:4')).status).toBe(429);
    expect((await track('2001:db8:9:a::1')).status).toBe(404);
    clock.advance(minutes(15));
  });

  it('takes the caller the gateway was told by its trusted proxy, not what the caller claimed', async () => {
    const answer = await request(
      gatewayUrl,
      'POST',
      '/api/auth/login',
      { username: 'nobody', password: 'Wrong-pass-1' },
      from('203.0.113.66, 198.51.100.9'),
    );
    expect(answer.status).toBe(401);
    expect(await recordedAddress(behind)).toBe('198.51.100.9');
    clock.advance(minutes(15));
  });
});

describe('with no proxy trusted', () => {
  it('ignores X-Forwarded-For: a caller cannot pick its address to escape the lockout', async () => {
    await failFrom(
      direct,
      Array.from({ length: 10 }, (_, n) => `198.51.100.${n + 20}`),
    );
    const claimed = await login(
      direct,
      { username: 'nobody', password: 'Wrong-pass-1' },
      '198.51.100.99',
    );
    expect(claimed.status).toBe(429);
    expect(await recordedAddress(direct)).toBe('127.0.0.1');
    clock.advance(minutes(15));
  });
});
