import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';
import type { Middleware } from 'koa';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

/**
 * Which proxies in front of a server are trusted to say who the caller is (`TRUST_PROXY`):
 * a number of hops (0: none, the socket's peer is the caller; 1: one proxy, whose
 * X-Forwarded-For entry names the caller), or the addresses and CIDR ranges of the proxies (each
 * hop from such an address is trusted, the first from elsewhere is the caller).
 */
export type TrustProxy = { hops: number } | { proxies: readonly string[] };

/** Nothing in front is trusted: the caller is the socket's peer, X-Forwarded-For is ignored. */
export const trustNoProxy: TrustProxy = { hops: 0 };

/** The names proxy-addr knows besides addresses and ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isProxyEntry = (entry: string) =>
  namedRanges.has(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry);

/** Reads a TRUST_PROXY value; undefined when it is neither a hop count nor a list of ranges. */
export const parseTrustProxy = (value: string): TrustProxy | undefined => {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'none') return trustNoProxy;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { hops } : undefined;
  }
  const proxies = text.split(',').map((entry) => entry.trim());
  return proxies.every(isProxyEntry) ? { proxies } : undefined;
};

/**
 * The TRUST_PROXY variable, validated at start: a hop count from 0 to 10, or a comma list of
 * addresses and CIDR ranges (`10.0.0.0/8,fd00::/8`; `loopback`, `linklocal` and `uniquelocal`
 * name the usual ones). A bad value stops the start with the variable's name.
 */
export const envTrustProxy = (fallback = '0') =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust) return trust;
      ctx.addIssue({
        code: 'custom',
        message:
          'must be a number of trusted proxy hops (0 to 10) or a comma list of proxy addresses and CIDR ranges, such as 1 or 10.0.0.0/8,::1',
      });
      return z.NEVER;
    });

/** proxy-addr's trust function for a setting: compiled once, asked about each hop. */
export const trustFunction = (trust: TrustProxy): ((address: string, hop: number) => boolean) => {
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile([...trust.proxies]);
};

/** An address as one spelling: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4, IPv6 compressed. */
const canonical = (address: string): string | null =>
  ipaddr.isValid(address) ? ipaddr.process(address).toString() : null;

/**
 * The caller's address: the socket's peer, or, through each trusted proxy in turn, the address
 * the nearest untrusted hop was seen at (proxy-addr, Express's rule). An X-Forwarded-For entry
 * that is no address is not taken: the last trusted hop stands for the caller then.
 */
export const clientAddressOf = (
  req: IncomingMessage,
  trusted: (address: string, hop: number) => boolean,
): string => {
  const chain = proxyAddr.all(req, trusted);
  for (let hop = chain.length - 1; hop >= 0; hop -= 1) {
    const address = canonical(chain[hop] ?? '');
    if (address !== null) return address;
  }
  return req.socket.remoteAddress ?? 'unknown';
};

/**
 * Sets `ctx.ip` to the caller's address as the trusted proxies tell it, before anything reads it
 * (the request log, the rate limits, the sign-in lockout, the recorded actor). Must come first.
 */
export const trustedClientAddress = (trust: TrustProxy): Middleware => {
  const trusted = trustFunction(trust);
  return async (ctx, next) => {
    ctx.request.ip = clientAddressOf(ctx.req, trusted);
    await next();
  };
};

/**
 * The key an address is counted under wherever an address is a key (rate limits, the sign-in
 * lockout, the known-address rule, live streams): an IPv4 address itself, an IPv6 address its
 * /64 network, since one subscriber is usually handed a whole /64 and could otherwise rotate
 * through its 2^64 addresses. Anything that is no address is its own key.
 */
export const addressKey = (address: string): string => {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
};

/** Whether two addresses are counted as one (the same IPv4 address, the same IPv6 /64). */
export const sameAddressKey = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && addressKey(a) === addressKey(b);
