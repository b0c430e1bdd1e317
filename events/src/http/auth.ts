import type { Context, Middleware } from 'koa';
import { adminRoles, type AdminRole } from '../catalogue/admin-account-rules.js';
import { DomainError } from '../errors/domain-error.js';

export const roles = adminRoles;
export type Role = AdminRole;

/** A signed-in admin, as every service sees them. */
export interface Principal {
  userId: string;
  username: string;
  role: Role;
  twofaEnabled: boolean;
  sessionId: string;
  expiresAt: string;
}

/**
 * Turns a bearer token into the admin it belongs to; null when the token is unknown, expired or
 * revoked. Both services hold one, so a revoked session is refused everywhere.
 */
export interface Authenticator {
  authenticate(token: string): Promise<Principal | null>;
}

declare module 'koa' {
  interface DefaultState {
    principal?: Principal;
  }
}

const bearer = (ctx: Context): string | null => {
  const header = ctx.get('authorization');
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{16,512})$/.exec(header);
  return match?.[1] ?? null;
};

/**
 * Admin endpoints: a valid session is required (401 TOKEN_EXPIRED otherwise), and two-factor
 * must be on unless the route is one of the few a user without it may reach (2FA setup, /me).
 */
export const requireSession =
  (authenticator: Authenticator, options: { allowWithoutTwoFactor?: boolean } = {}): Middleware =>
  async (ctx, next) => {
    const token = bearer(ctx);
    const principal = token === null ? null : await authenticator.authenticate(token);
    if (!principal) throw new DomainError('TOKEN_EXPIRED');
    if (!principal.twofaEnabled && !options.allowWithoutTwoFactor) {
      throw new DomainError('TWOFA_REQUIRED');
    }
    ctx.state.principal = principal;
    await next();
  };

/** Only these roles may go on. Must follow requireSession. */
export const requireRole =
  (...allowed: readonly Role[]): Middleware =>
  async (ctx, next) => {
    const principal = ctx.state.principal;
    if (!principal) throw new DomainError('TOKEN_EXPIRED');
    if (!allowed.includes(principal.role)) throw new DomainError('FORBIDDEN');
    await next();
  };

/** The principal of a request that went through requireSession. */
export const principalOf = (ctx: Context): Principal => {
  const principal = ctx.state.principal;
  if (!principal) throw new DomainError('TOKEN_EXPIRED');
  return principal;
};
