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
  /** Until when the session may make the sensitive changes (step-up); null: it may not. */
  steppedUpUntil: string | null;
  /**
   * The account holds a one-time password (set by someone else): its sessions reach only the
   * password change, /auth/me and sign-out until it is changed.
   */
  passwordChangeRequired: boolean;
}

/**
 * Turns a bearer token into the admin it belongs to; null when the token is unknown, expired,
 * idle or revoked. Both services hold one, so a revoked session is refused everywhere. Each call
 * counts as the session's use (its idle time starts again) unless `touch: false` (a live
 * stream's own checks).
 */
export interface Authenticator {
  authenticate(token: string, use?: { touch?: boolean }): Promise<Principal | null>;
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

export interface SessionRouteOptions {
  /** One of the few routes a user without two-factor may reach (2FA setup, /me, sign-out). */
  allowWithoutTwoFactor?: boolean;
  /**
   * One of the routes a session whose password must change may reach (the change itself, /me,
   * sign-out). The change comes before two-factor: it is reachable without it in that case.
   */
  allowWhilePasswordMustChange?: boolean;
}

/**
 * Admin endpoints: a valid session is required (401 TOKEN_EXPIRED otherwise); an account with a
 * one-time password reaches nothing but its change (403 PASSWORD_CHANGE_REQUIRED); and
 * two-factor must be on unless the route is one of the few a user without it may reach.
 */
export const requireSession =
  (authenticator: Authenticator, options: SessionRouteOptions = {}): Middleware =>
  async (ctx, next) => {
    const token = bearer(ctx);
    const principal = token === null ? null : await authenticator.authenticate(token);
    if (!principal) throw new DomainError('TOKEN_EXPIRED');
    const changingPassword = principal.passwordChangeRequired;
    if (changingPassword && !options.allowWhilePasswordMustChange) {
      throw new DomainError('PASSWORD_CHANGE_REQUIRED');
    }
    if (!principal.twofaEnabled && !options.allowWithoutTwoFactor && !changingPassword) {
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
