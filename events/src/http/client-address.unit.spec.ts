import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/parse-env.js';
import {
  addressKey,
  clientAddressOf,
  envTrustProxy,
  parseTrustProxy,
  sameAddressKey,
  trustFunction,
  type TrustProxy,
} from './client-address.js';

const requestFrom = (peer: string, forwardedFor?: string) =>
  ({
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
  }) as unknown as IncomingMessage;

const callerOf = (trust: TrustProxy, peer: string, forwardedFor?: string) =>
  clientAddressOf(requestFrom(peer, forwardedFor), trustFunction(trust));

describe('the TRUST_PROXY setting', () => {
  it('reads a hop count, none, or a comma list of addresses and CIDR ranges', () => {
    expect(parseTrustProxy('0')).toEqual({ hops: 0 });
    expect(parseTrustProxy('false')).toEqual({ hops: 0 });
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10.0.0.0/8, ::1,loopback')).toEqual({
      proxies: ['10.0.0.0/8', '::1', 'loopback'],
    });
  });

  it('refuses anything else at start, naming the variable', () => {
    for (const bad of ['yes', '11', '10.0.0.0/33', '10.0.0.0/8,proxy.example', '-1']) {
      expect(parseTrustProxy(bad), bad).toBeUndefined();
      expect(() => parseEnv({ TRUST_PROXY: envTrustProxy() }, { TRUST_PROXY: bad })).toThrow(
        /TRUST_PROXY is ".*": must be a number of trusted proxy hops/,
      );
    }
    expect(parseEnv({ TRUST_PROXY: envTrustProxy('1') }, {})).toEqual({
      TRUST_PROXY: { hops: 1 },
    });
  });
});

describe("the caller's address", () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(callerOf({ hops: 0 }, '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it("is the entry the one trusted hop appended, not the caller's own claims before it", () => {
    expect(callerOf({ hops: 1 }, '10.0.0.2', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(callerOf({ hops: 1 }, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('walks back through the trusted ranges only', () => {
    const trust = { proxies: ['10.0.0.0/8'] };
    expect(callerOf(trust, '10.0.0.2', '203.0.113.1, 198.51.100.7, 10.1.1.1')).toBe('198.51.100.7');
    // A peer outside the ranges is the caller itself: its header is not believed.
    expect(callerOf(trust, '192.0.2.9', '203.0.113.1')).toBe('192.0.2.9');
  });

  it('is written one way: an IPv4-mapped IPv6 peer as IPv4', () => {
    expect(callerOf({ hops: 0 }, '::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('takes no entry that is no address: the nearest trusted hop stands for the caller', () => {
    expect(callerOf({ hops: 1 }, '10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
  });
});

describe('the key an address is counted under', () => {
  it('is an IPv4 address itself', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('is the /64 of an IPv6 address, so one subscriber cannot rotate through its network', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(sameAddressKey('2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(true);
    expect(sameAddressKey('2001:db8:1:2::1', '2001:db8:1:3::1')).toBe(false);
    expect(sameAddressKey(null, '2001:db8:1:2::1')).toBe(false);
  });
});
