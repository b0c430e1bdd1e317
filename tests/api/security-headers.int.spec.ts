import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../support/http.js';
import { newPaymentId, startTestPortal, type TestPortal } from '../support/test-portal.js';

let portal: TestPortal;
let behindTls: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
  behindTls = await startTestPortal({ hsts: 'on' });
});
afterAll(async () => {
  await portal.destroy();
  await behindTls.destroy();
});

/** Every kind of answer: the app's pages, /api reads and writes, refusals, health, unknown paths. */
const answers: [string, string, string, unknown?][] = [
  ['the home page', 'GET', '/'],
  ['an admin page', 'GET', '/admin/transactions'],
  ['a static file', 'GET', '/favicon.svg'],
  ['a refused method on the app', 'POST', '/'],
  ['a tracking answer', 'GET', `/api/transactions/track/${newPaymentId()}`],
  ['a refused write', 'POST', '/api/transactions', { payment_id: 'x' }],
  ['an admin query without a session', 'GET', '/api/transactions'],
  ['an unknown API path', 'GET', '/api/nothing-here'],
  ['the liveness answer', 'GET', '/api/health/live'],
];

/** Sends raw bytes to the portal and reads what it answers until it closes the connection. */
const rawAnswer = (url: string, bytes: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => {
      resolve(answer);
    });
    socket.on('error', reject);
  });

describe('every answer of the portal', () => {
  it.each([
    ['headers too large', 431, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a malformed request', 400, 'NOT A REQUEST\r\n\r\n'],
  ])(
    'carries the security headers when the HTTP parser refuses the request: %s',
    async (_name, status, bytes) => {
      const answer = (await rawAnswer(portal.url, bytes)).toLowerCase();
      expect(answer.split('\r\n')[0]).toBe(
        `http/1.1 ${status} ${status === 431 ? 'request header fields too large' : 'bad request'}`,
      );
      expect(answer).toContain("content-security-policy: default-src 'self'");
      expect(answer).toContain("frame-ancestors 'none'");
      expect(answer).toContain('x-content-type-options: nosniff');
      expect(answer).toContain('x-frame-options: deny');
      expect(answer).not.toContain('strict-transport-security');
    },
  );

  it.each(answers)('carries the security headers: %s', async (_name, method, path, body) => {
    const answer = await request(portal.url, method, path, body);
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('permissions-policy')).toContain('geolocation=()');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('carries HSTS when it is served over HTTPS through a TLS proxy (HSTS=on)', async () => {
    for (const path of ['/', '/api/health/live']) {
      const answer = await request(behindTls.url, 'GET', path);
      expect(answer.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});
