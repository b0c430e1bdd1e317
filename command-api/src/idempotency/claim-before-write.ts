import type { Context } from 'koa';

/**
 * The Idempotency-Key claim of each request being handled, which the request's commands make
 * before their first write (CommandContext.beforeFirstWrite): a request refused before it writes
 * (a bad body, no session, a disabled method) then leaves no trace in the log, not even the claim
 * of its key and its release. Keyed by the request's context, so it ends with the request.
 */
const claims = new WeakMap<Context, () => Promise<void>>();

/** Sets the claim the request's commands make before they first write. */
export const claimBeforeFirstWrite = (ctx: Context, claim: () => Promise<void>): void => {
  claims.set(ctx, claim);
};

/** What a command of this request makes before its first write: its key's claim, if it has one. */
export const beforeFirstWriteOf = (ctx: Context): { beforeFirstWrite?: () => Promise<void> } => {
  const claim = claims.get(ctx);
  return claim ? { beforeFirstWrite: claim } : {};
};
