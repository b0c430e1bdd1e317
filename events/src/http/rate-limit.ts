import type { Context, Middleware } from 'koa';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { DomainError } from '../errors/domain-error.js';
import { addressKey } from './client-address.js';

/** A limit on one kind of public request, per caller address, over a sliding minute. */
export interface PerAddressLimit {
  /** Names the limit in its counters. */
  name: string;
  perMinute: number;
  /** Which requests count. */
  applies: (ctx: Context) => boolean;
}

/** A per-minute limit variable, validated like the others. */
export const envPerMinute = (fallback: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/**
 * Refuses a caller address's requests over the limit with `429 TOO_MANY_REQUESTS` and
 * `Retry-After` (seconds until the next is taken), before anything else reads or writes. The
 * address is `ctx.ip` as `trustedClientAddress` set it (X-Forwarded-For's only through the
 * proxies TRUST_PROXY trusts), counted by its `addressKey` (an IPv6 caller by its /64). Counted in
 * memory (rate-limiter-flexible), per process: several instances each count on their own.
 */
export const perAddressLimit = ({ name, perMinute, applies }: PerAddressLimit): Middleware => {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: perMinute, duration: 60 });
  return async (ctx, next) => {
    if (applies(ctx)) {
      try {
        await limiter.consume(addressKey(ctx.ip || 'unknown'));
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        throw new DomainError('TOO_MANY_REQUESTS', undefined, {
          retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
        });
      }
    }
    await next();
  };
};
