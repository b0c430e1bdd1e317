import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@ghost/events';
import { trustNoProxy } from '@ghost/events/http';
import { createGateway } from '@ghost/web/gateway';
import { proxyTo } from '@ghost/web/proxy';
import { request } from '../support/http.js';
import { newPaymentId, newTxid, startTestPortal, type TestPortal } from '../support/test-portal.js';

/**
 * The distributed gateway forwards /api over HTTP: writes to the command service, reads to the
 * query service. Here both "services" are one embedded portal, and a third address that nothing
 * listens on stands for a service that is down.
 */
let portal: TestPortal;
let gateway: Server;
let gatewayUrl: string;
let downGatewayUrl: string;
const servers: Server[] = [];

const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  portal = await startTestPortal();
  const log = createLogger('gateway-test', 'silent');
  const site = (_req: unknown, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<div id="root"></div>');
  };
  gateway = createServer(
    createGateway({
      command: proxyTo(portal.url, log, trustNoProxy),
      query: proxyTo(portal.url, log, trustNoProxy),
      site,
    }),
  );
  gatewayUrl = await listen(gateway);
  // An address that was listened on and then closed: connections to it are refused.
  const closed = createServer();
  const nobodyUrl = await listen(closed);
  servers.pop();
  await new Promise<void>((resolve) => {
    closed.close(() => {
      resolve();
    });
  });
  downGatewayUrl = await listen(
    createServer(
      createGateway({
        command: proxyTo(nobodyUrl, log, trustNoProxy),
        query: proxyTo(nobodyUrl, log, trustNoProxy),
        site,
      }),
    ),
  );
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  }
  await portal.destroy();
});

describe('the distributed gateway', () => {
  it('forwards a write with its body and headers, and the read that follows it', async () => {
    const paymentId = newPaymentId();
    const written = await request(gatewayUrl, 'POST', '/api/transactions', {
      payment_id: paymentId,
      txid: newTxid(),
      type: 'donation',
      payment_method: 'crypto',
      crypto_type: 'btc',
      amount: 5,
      currency: 'USD',
    });
    expect(written.status).toBe(201);
    const position = written.headers.get('x-log-position');
    expect(position).not.toBeNull();
    const read = await request(
      gatewayUrl,
      'GET',
      `/api/transactions/track/${paymentId}`,
      undefined,
      {
        'x-log-position': position!,
      },
    );
    expect(read.status).toBe(200);
    expect(read.headers.get('x-caught-up')).toBe('true');
    expect(read.body.paymentId).toBe(paymentId);
  });

  it('passes error answers through unchanged', async () => {
    const answer = await request(gatewayUrl, 'GET', '/api/transactions/track/NOPE');
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('INVALID_PAYMENT_ID');
  });

  it('answers 503 SERVICE_UNAVAILABLE in JSON when a service does not answer', async () => {
    const read = await request(downGatewayUrl, 'GET', '/api/health');
    expect(read.status).toBe(503);
    expect(read.body.error.code).toBe('SERVICE_UNAVAILABLE');
    const write = await request(downGatewayUrl, 'POST', '/api/transactions', {});
    expect(write.status).toBe(503);
  });

  it("answers a payment's tracking 503 TRACKING_FAILED, with the tracking page's message, when the query service does not answer", async () => {
    const tracked = await request(
      downGatewayUrl,
      'GET',
      '/api/transactions/track/GHOST-1732291234567-AB12CD34EF56GH78IJKL',
    );
    expect(tracked.status).toBe(503);
    expect(tracked.body).toEqual({
      error: {
        code: 'TRACKING_FAILED',
        message: 'Unable to track payment at the moment. Please try again in a few minutes.',
      },
    });
  });

  it('serves the web app for every path outside /api', async () => {
    const page = await request(gatewayUrl, 'GET', '/admin/transactions');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});
