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
  ['a tracking answer', 'GET', `/api/transactions/track/${newPaymentId()}`],
  ['a refused write', 'POST', '/api/transactions', { payment_id: 'x' }],
  ['an admin query without a session', 'GET', '/api/transactions'],
  ['an unknown API path', 'GET', '/api/nothing-here'],
  ['the liveness answer', 'GET', '/api/health/live'],
];

describe('every answer of the portal', () => {
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
