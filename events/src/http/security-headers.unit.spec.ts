import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { securityHeaders, type HstsMode } from './security-headers.js';

/** The headers one answer gets, for a request over TLS or plain HTTP. */
const headersOf = (hsts: HstsMode, overTls: boolean): Map<string, string> => {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  const req = { socket: overTls ? { encrypted: true } : {} } as unknown as IncomingMessage;
  securityHeaders({ hsts })(req, res);
  return headers;
};

describe('the security headers', () => {
  it('send a CSP without inline scripts that no page may frame', () => {
    const csp = headersOf('auto', false).get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('send nosniff, no referrer, a Permissions-Policy and DENY for frames', () => {
    const headers = headersOf('auto', false);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it.each([
    ['auto', false, false],
    ['auto', true, true],
    ['on', false, true],
    ['off', true, false],
  ] as const)('with HSTS %s over TLS %s: Strict-Transport-Security %s', (hsts, overTls, sent) => {
    expect(headersOf(hsts, overTls).has('strict-transport-security')).toBe(sent);
  });
});
